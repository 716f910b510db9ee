import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type {
  BarcodeLookupResponse,
  Product,
  StockChangeResponse,
  StockEntry,
} from '@shared/contracts/pantry';
import { renderApp, setUpI18n } from '../../../../../tests/web';
import { clearCsrfToken } from '../../../lib/csrf';
import { i18next } from '../../../lib/i18n';
import { csrfRoute, installFakeNetwork, type Handler } from '../../../lib/test-network';
import { clearToasts } from '../../../lib/toast-store';
import { openRearCamera } from './camera';
import type { BarcodeDecoder, DecodedBarcode } from './decoder';
import { ScanPanel } from './scan-panel';

const NOW = '2026-11-05T10:00:00.000Z';

function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 'p1',
    name: 'Oat milk',
    brand: 'Oatly',
    category: 'beverages',
    defaultUnit: 'l',
    minStock: 0,
    shelfLife: { pantry: 180, fridge: null, freezer: null, opened: 5 },
    barcodes: [{ code: '4006381333931', packQuantity: 1, packUnit: 'l' }],
    conversions: [],
    notes: null,
    imageUrl: null,
    defaultLocationId: null,
    totalQuantity: 2,
    stockLabel: 'in_stock',
    nextExpiry: '2026-12-01',
    expiryLabel: null,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

function entry(overrides: Partial<StockEntry> = {}): StockEntry {
  return {
    id: 'e1',
    productId: 'p1',
    locationId: 'l1',
    quantity: 1,
    unit: 'l',
    purchasedOn: '2026-11-01',
    expiresOn: '2026-12-01',
    expiryKind: 'best_before',
    openedOn: null,
    frozenOn: null,
    priceCents: null,
    note: null,
    expiryLabel: null,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

function change(kind: StockChangeResponse['operation']['kind'], after: Product): StockChangeResponse {
  return {
    operation: {
      id: `op-${kind}`,
      kind,
      productIds: [after.id],
      quantity: 1,
      unit: 'l',
      shortQuantity: null,
      userId: 'u1',
      userName: 'Ana',
      createdAt: NOW,
      undoneAt: null,
      canUndo: true,
    },
    products: [after],
    entries: [],
  };
}

const lookupOf =
  (body: Omit<BarcodeLookupResponse, 'barcode'>): Handler =>
  (req) => ({
    body: { barcode: new URL(req.url, 'http://localhost').searchParams.get('barcode'), ...body },
  });

function network(routes: Record<string, Handler>) {
  return installFakeNetwork({
    ...csrfRoute,
    'GET /api/locations': () => ({ body: { locations: [] } }),
    'GET /api/products/p1': () => ({ body: { product: product(), entries: [entry()] } }),
    ...routes,
  });
}

/** A decoder that "sees" what the test says, for camera frames and for pictures alike. */
function fakeDecoder(found: DecodedBarcode[]): BarcodeDecoder & { images: Blob[] } {
  const images: Blob[] = [];
  return {
    kind: 'zxing',
    images,
    decodeFrame: async () => found,
    decodeImage: async (image) => {
      images.push(image);
      return found;
    },
  };
}

function renderPanel(decoder: BarcodeDecoder, options: { openCamera?: () => Promise<MediaStream> } = {}) {
  const onClose = vi.fn();
  const view = renderApp(
    <ScanPanel onClose={onClose} loadDecoder={async () => decoder} openCamera={options.openCamera} />,
    { path: '/dashboard' },
  );
  return { ...view, onClose };
}

/** Clicks a button once it is enabled (the one-tap actions pause while a change is being saved). */
async function tap(name: string) {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
}

async function uploadPicture() {
  const input = screen.getByLabelText('Choose a picture');
  const file = new File([new Uint8Array([137, 80, 78, 71])], 'barcode.png', { type: 'image/png' });
  await userEvent.upload(input, file);
}

beforeAll(async () => {
  await setUpI18n();
  // jsdom lacks pointer capture; Radix's toast (swipe to dismiss) asks for it on click.
  Element.prototype.hasPointerCapture ??= () => false;
});
beforeEach(async () => {
  clearCsrfToken();
  clearToasts();
  await i18next.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('scanning a picture', () => {
  test('a known product shows with its stock, and one tap adds a pack with an undo toast', async () => {
    const net = network({
      'GET /api/products/lookup': lookupOf({ source: 'household', product: product(), draft: null }),
      'POST /api/stock': () => ({ body: change('add', product({ totalQuantity: 3 })) }),
      'POST /api/stock/operations/op-add/undo': () => ({ body: change('add', product()) }),
    });
    const decoder = fakeDecoder([{ text: '4006381333931', format: 'ean_13' }]);
    renderPanel(decoder);
    await uploadPicture();

    expect(await screen.findByRole('heading', { name: 'Oat milk' })).toBeInTheDocument();
    expect(decoder.images).toHaveLength(1);
    expect(net.requests.some((r) => r.url === '/api/products/lookup?barcode=4006381333931')).toBe(true);
    expect(screen.getByTestId('lookup-stock')).toHaveTextContent('2 l');

    await tap('Add to stock');
    const toastTitle = await screen.findByText('Added 1 l Oat milk');
    expect(toastTitle).toBeInTheDocument();
    expect(net.requests.find((r) => r.method === 'POST' && r.url === '/api/stock')?.body).toEqual({
      barcode: '4006381333931',
    });

    await tap('Undo');
    await waitFor(() =>
      expect(net.requests.some((r) => r.url === '/api/stock/operations/op-add/undo')).toBe(true),
    );
  });

  test('consume takes one pack of the scanned product; open opens its first unopened entry', async () => {
    const net = network({
      'GET /api/products/lookup': lookupOf({ source: 'household', product: product(), draft: null }),
      'POST /api/stock/consume': () => ({ body: change('consume', product({ totalQuantity: 1 })) }),
      'POST /api/stock/entries/e1/open': () => ({ body: change('open', product()) }),
    });
    renderPanel(fakeDecoder([{ text: '4006381333931', format: 'ean_13' }]));
    await uploadPicture();
    await screen.findByRole('heading', { name: 'Oat milk' });

    await tap('Consume');
    expect(await screen.findByText('Consumed 1 l Oat milk')).toBeInTheDocument();
    expect(net.requests.find((r) => r.url === '/api/stock/consume')?.body).toEqual({
      productId: 'p1',
      quantity: 1,
      unit: 'l',
      allowPartial: true,
    });

    await tap('Open');
    expect(await screen.findByText('Opened Oat milk')).toBeInTheDocument();
  });

  test('a picture without a barcode says so, with tips, and typing the number is one tap away', async () => {
    network({});
    renderPanel(fakeDecoder([]));
    await uploadPicture();
    expect(await screen.findByText(/No barcode was found in this picture/)).toBeInTheDocument();
    expect(screen.getByText('Move closer to the barcode.')).toBeInTheDocument();
    expect(screen.getByText('Hold steady and let the camera focus.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Type the number instead' }));
    expect(screen.getByLabelText('Barcode')).toHaveFocus();
  });

  test('a QR code that is not a product code says so and looks nothing up', async () => {
    const net = network({});
    renderPanel(fakeDecoder([{ text: 'https://example.com/menu', format: 'qr_code' }]));
    await uploadPicture();
    expect(await screen.findByText('This QR code is not a product code.')).toBeInTheDocument();
    expect(net.requests.some((r) => r.url.startsWith('/api/products/lookup'))).toBe(false);
  });

  test('a GS1 Digital Link QR code looks up its GTIN', async () => {
    const net = network({
      'GET /api/products/lookup': lookupOf({ source: 'household', product: product(), draft: null }),
    });
    renderPanel(fakeDecoder([{ text: 'https://id.gs1.org/01/04006381333931', format: 'qr_code' }]));
    await uploadPicture();
    await screen.findByRole('heading', { name: 'Oat milk' });
    expect(net.requests.some((r) => r.url === '/api/products/lookup?barcode=4006381333931')).toBe(true);
  });
});

describe('new products from a barcode', () => {
  test('a draft from Open Food Facts prefills the form; saving remembers the barcode, then one tap adds stock', async () => {
    let known: Product | null = null;
    const net = network({
      'GET /api/products/lookup': (req) =>
        lookupOf(
          known
            ? { source: 'household', product: known, draft: null }
            : {
                source: 'openfoodfacts',
                product: null,
                draft: {
                  name: 'Hafer Drink',
                  brand: 'Oatly',
                  category: 'beverages',
                  defaultUnit: 'l',
                  packQuantity: 1,
                  packUnit: 'l',
                  shelfLife: { pantry: 180, fridge: null, freezer: null, opened: 5 },
                  imageUrl: null,
                },
              },
        )(req),
      'POST /api/products': (req) => {
        known = product({ name: 'Hafer Drink', totalQuantity: 0, stockLabel: 'out_of_stock' });
        return { status: 201, body: { product: known, received: req.body } };
      },
      'POST /api/stock': () => ({ body: change('add', product({ name: 'Hafer Drink', totalQuantity: 1 })) }),
    });
    renderPanel(fakeDecoder([{ text: '4006381333931', format: 'ean_13' }]));
    await uploadPicture();

    expect(await screen.findByRole('heading', { name: 'New product' })).toBeInTheDocument();
    expect(
      screen.getByText('Found in Open Food Facts. Check the details, then save the product.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Hafer Drink');
    expect(screen.getByDisplayValue('4006381333931')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText(/Hafer Drink was saved with this barcode/)).toBeInTheDocument();
    const created = net.requests.find((r) => r.method === 'POST' && r.url === '/api/products');
    expect(created?.body).toMatchObject({
      name: 'Hafer Drink',
      brand: 'Oatly',
      category: 'beverages',
      defaultUnit: 'l',
      barcodes: [{ code: '4006381333931', packQuantity: 1, packUnit: 'l' }],
    });

    await tap('Add to stock');
    expect(await screen.findByText('Added 1 l Hafer Drink')).toBeInTheDocument();
    expect(net.requests.find((r) => r.method === 'POST' && r.url === '/api/stock')?.body).toEqual({
      barcode: '4006381333931',
    });
  });

  test('an unknown barcode opens an empty form that keeps the barcode', async () => {
    network({ 'GET /api/products/lookup': lookupOf({ source: 'none', product: null, draft: null }) });
    renderPanel(fakeDecoder([{ text: '96385074', format: 'ean_8' }]));
    await uploadPicture();
    expect(await screen.findByText(/We don't know this barcode yet/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('');
    expect(screen.getByDisplayValue('96385074')).toBeInTheDocument();
  });
});

describe('typing and keyboard-wedge scanners', () => {
  test('a typed code with a wrong check digit is refused; a valid one is looked up', async () => {
    const net = network({
      'GET /api/products/lookup': lookupOf({ source: 'household', product: product(), draft: null }),
    });
    renderPanel(fakeDecoder([]));
    const input = screen.getByLabelText('Barcode');
    fireEvent.change(input, { target: { value: '4006381333932' } });
    await userEvent.click(screen.getByRole('button', { name: 'Find product' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This barcode is not valid: check the digits.');
    fireEvent.change(input, { target: { value: '4006 3813 3393 1' } });
    await userEvent.click(screen.getByRole('button', { name: 'Find product' }));
    await screen.findByRole('heading', { name: 'Oat milk' });
    expect(net.requests.some((r) => r.url === '/api/products/lookup?barcode=4006381333931')).toBe(true);
  });

  test('a USB scanner typing fast anywhere on the page is a scan', async () => {
    const net = network({
      'GET /api/products/lookup': lookupOf({ source: 'household', product: product(), draft: null }),
    });
    renderPanel(fakeDecoder([]));
    const keys = [...'4006381333931', 'Enter'];
    act(() => {
      keys.forEach((key, i) => {
        const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
        Object.defineProperty(event, 'timeStamp', { value: 1000 + i * 6 });
        document.body.dispatchEvent(event);
      });
    });
    await screen.findByRole('heading', { name: 'Oat milk' });
    expect(net.requests.some((r) => r.url === '/api/products/lookup?barcode=4006381333931')).toBe(true);
  });
});

describe('the camera', () => {
  test('asks nothing until "Start camera"; a refusal says permission is required', async () => {
    network({});
    const getUserMedia = vi.fn(() =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
    );
    renderPanel(fakeDecoder([]), { openCamera: () => openRearCamera({ getUserMedia }) });
    expect(getUserMedia).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Start camera' }));
    expect(await screen.findByText('Camera permission is required to take pictures')).toBeInTheDocument();
    expect(getUserMedia).toHaveBeenCalledWith(
      expect.objectContaining({ video: expect.objectContaining({ facingMode: { ideal: 'environment' } }) }),
    );
  });

  test('any other camera failure says the picture failed', async () => {
    network({});
    const getUserMedia = () => Promise.reject(new DOMException('No camera', 'NotFoundError'));
    renderPanel(fakeDecoder([]), { openCamera: () => openRearCamera({ getUserMedia }) });
    await userEvent.click(screen.getByRole('button', { name: 'Start camera' }));
    const alert = await screen.findByText('Failed to take picture');
    expect(
      within(alert.parentElement!).getByRole('button', { name: 'Try the camera again' }),
    ).toBeInTheDocument();
  });
});
