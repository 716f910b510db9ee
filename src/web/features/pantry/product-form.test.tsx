import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { CreateProductInput } from '@shared/contracts/pantry';
import { renderApp, setUpI18n } from '../../../../tests/web';
import { i18next } from '../../lib/i18n';
import { installFakeNetwork } from '../../lib/test-network';
import { locations } from './pantry-fixtures';
import { ProductForm, type ProductFormProps } from './product-form';

function renderForm(props: Partial<ProductFormProps> = {}) {
  installFakeNetwork({ 'GET /api/locations': () => ({ body: { locations } }) });
  const submitted: Array<{ input: CreateProductInput; image: File | null }> = [];
  const onSubmit = (input: CreateProductInput, extras: { image: File | null }) => {
    submitted.push({ input, image: extras.image });
  };
  renderApp(<ProductForm submitLabel="Create product" onSubmit={onSubmit} {...props} />, { path: '/pantry' });
  return { submitted };
}

beforeAll(async () => {
  await setUpI18n();
});
beforeEach(async () => {
  await i18next.changeLanguage('en');
  // jsdom has no object URLs; the preview only needs a string.
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the product form', () => {
  test('asks for a name, and leaves category, unit and shelf lives to the catalogue when untouched', async () => {
    const { submitted } = renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText('Give the product a name')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(submitted).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /^Name/ }), '  Chickpeas ');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toEqual({
      input: {
        name: 'Chickpeas',
        brand: null,
        barcodes: [],
        conversions: [],
        notes: null,
        defaultLocationId: null,
      },
      image: null,
    });
  });

  test('sends every field, with barcodes and conversions, after checking them', async () => {
    const { submitted } = renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Chickpeas');
    await user.type(screen.getByRole('textbox', { name: 'Brand (Optional)' }), 'Bio');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Pantry');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Unit' }), 'can');
    await user.type(screen.getByRole('textbox', { name: 'Minimum stock (Optional)' }), '2');
    await user.type(screen.getByRole('textbox', { name: 'Pantry' }), '730');
    await user.type(screen.getByRole('textbox', { name: 'After opening' }), '3');
    await waitFor(() => expect(screen.getAllByRole('option', { name: 'Fridge' }).length).toBeGreaterThan(0));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Default location' }), 'Pantry');

    await user.click(screen.getByRole('button', { name: 'Add a barcode' }));
    await user.type(screen.getByRole('textbox', { name: 'Barcode' }), '123');
    await user.click(screen.getByRole('button', { name: 'Add a conversion' }));
    const conversion = screen.getByRole('textbox', { name: 'Equals' });
    await user.clear(conversion);
    await user.type(conversion, '400');
    await user.selectOptions(screen.getAllByRole('combobox', { name: 'Unit' })[1]!, 'g');
    await user.type(screen.getByRole('textbox', { name: 'Notes (Optional)' }), 'For hummus');

    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText('A barcode has 8 to 14 digits')).toBeInTheDocument();
    expect(submitted).toHaveLength(0);

    const code = screen.getByRole('textbox', { name: 'Barcode' });
    await user.clear(code);
    await user.type(code, '4006381333931');
    const pack = screen.getByRole('textbox', { name: 'Pack size' });
    await user.clear(pack);
    await user.type(pack, '0,4');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pack unit' }), 'kg');
    await user.click(screen.getByRole('button', { name: 'Create product' }));

    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]!.input).toEqual({
      name: 'Chickpeas',
      brand: 'Bio',
      category: 'pantry',
      defaultUnit: 'can',
      minStock: 2,
      shelfLife: { pantry: 730, fridge: null, freezer: null, opened: 3 },
      barcodes: [{ code: '4006381333931', packQuantity: 0.4, packUnit: 'kg' }],
      conversions: [{ from: 'can', amount: 400, unit: 'g' }],
      notes: 'For hummus',
      defaultLocationId: 'loc-pantry',
    });
  });

  test('refuses amounts that are not numbers and shelf lives that are not whole days', async () => {
    const { submitted } = renderForm({ initial: { name: 'Rice' } });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Minimum stock (Optional)' }), 'lots');
    await user.type(screen.getByRole('textbox', { name: 'Fridge' }), '2.5');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText('Enter an amount greater than zero')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number of days from 0 to 3650')).toBeInTheDocument();
    expect(submitted).toHaveLength(0);
  });

  test('edits a product: prefilled, rows can be removed, no "automatic" choices', async () => {
    const { submitted } = renderForm({
      submitLabel: 'Save changes',
      initial: {
        name: 'Milk',
        brand: null,
        category: 'dairy',
        defaultUnit: 'l',
        minStock: 1,
        shelfLife: { pantry: null, fridge: 7, freezer: 90, opened: 7 },
        barcodes: [{ code: '4006381333931', packQuantity: 1, packUnit: 'l' }],
        conversions: [],
        notes: null,
        defaultLocationId: null,
        imageUrl: '/api/products/p1/image?v=1',
      },
    });
    const user = userEvent.setup();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Milk');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('dairy');
    expect(
      within(screen.getByRole('combobox', { name: 'Category' })).queryByRole('option', {
        name: 'Automatic (from the name)',
      }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Fridge' })).toHaveValue('7');
    expect(screen.getByRole('img', { name: 'Product image' })).toHaveAttribute(
      'src',
      '/api/products/p1/image?v=1',
    );

    await user.click(screen.getByRole('button', { name: 'Remove barcode 1' }));
    await user.clear(screen.getByRole('textbox', { name: 'Freezer' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]!.input).toMatchObject({
      barcodes: [],
      shelfLife: { pantry: null, fridge: 7, freezer: null, opened: 7 },
    });
  });

  test('previews a chosen image and hands it over, and refuses files that are not images', async () => {
    const { submitted } = renderForm({ initial: { name: 'Jam' } });
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('Choose an image');
    await user.upload(input, new File(['text'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Use a JPEG, PNG, WebP, GIF or AVIF image.');

    const image = new File([new Uint8Array([1, 2, 3])], 'jam.png', { type: 'image/png' });
    await user.upload(input, image);
    expect(await screen.findByRole('img', { name: 'Preview of the new image' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]!.image).toBe(image);
  });
});
