import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { RecipeDraftInput } from '@shared/contracts/recipes';
import { renderApp, setUpI18n } from '../../../../tests/web';
import { applianceCatalogue, recipeDetail } from '../../components/recipes/recipe-fixtures';
import { clearCsrfToken } from '../../lib/csrf';
import { i18next } from '../../lib/i18n';
import { csrfRoute, installFakeNetwork, type Handler } from '../../lib/test-network';
import { clearToasts } from '../../lib/toast-store';
import { RecipeCreatePage } from './recipe-create-page';

const catalogueRoute: Record<string, Handler> = {
  'GET /api/appliances/catalogue': () => ({ body: { catalogue: applianceCatalogue } }),
};

const saved = recipeDetail({ id: '01938f6e-0000-7000-8000-0000000000aa', title: 'Red lentil soup' });

function editorApi(routes: Record<string, Handler> = {}) {
  const net = installFakeNetwork({
    ...csrfRoute,
    ...catalogueRoute,
    'POST /api/recipes': () => ({ status: 201, body: { recipe: saved } }),
    ...routes,
  });
  const sent = (method: string, path: string) =>
    net.requests.filter((r) => r.method === method && r.url === path);
  return { net, sent };
}

/** A stand-in XMLHttpRequest: records the upload and lets the test report progress and answer. */
class FakeUpload {
  static last: FakeUpload | null = null;
  upload: {
    onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null;
  } = { onprogress: null };
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeUpload.last = this;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

beforeAll(async () => {
  await setUpI18n();
  Element.prototype.hasPointerCapture ??= () => false;
});
beforeEach(async () => {
  clearCsrfToken();
  clearToasts();
  FakeUpload.last = null;
  await i18next.changeLanguage('en');
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });

describe('writing a recipe', () => {
  test('asks for a title, sends every field as the draft (groups read from the text), then opens the recipe', async () => {
    const { sent } = editorApi();
    const user = userEvent.setup();
    const { currentUrl } = renderApp(<RecipeCreatePage />, { path: '/recipes/create' });
    await user.click(screen.getByRole('button', { name: 'Save recipe' }));
    expect(await screen.findByText('Give the recipe a title')).toBeInTheDocument();
    expect(textbox(/^Title/)).toHaveAttribute('aria-invalid', 'true');
    expect(sent('POST', '/api/recipes')).toHaveLength(0);

    await user.type(textbox(/^Title/), 'Red lentil soup');
    await user.type(textbox('Servings'), '4');
    await user.type(textbox('Preparation (min)'), '10');
    await user.type(textbox('Cooking (min)'), '30');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Difficulty' }), 'Easy');
    await user.type(textbox('Cuisine (Optional)'), 'Turkish');
    await user.click(textbox('Ingredients'));
    await user.paste('200 g red lentils\n1 onion\n\nTo serve:\n1 lemon');
    await user.click(textbox('Steps'));
    await user.paste('Soften the onion.\n\nAdd the lentils.\nSimmer 30 minutes.');
    await user.type(textbox('Tags (Optional)'), 'soup{Enter}quick, winter,');
    expect(
      within(screen.getByRole('list', { name: 'Tags of this recipe' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Remove the tag winter' }));
    await user.click(screen.getByRole('checkbox', { name: 'Vegan' }));
    await user.click(screen.getByText(/Appliances needed/, { selector: 'summary' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Stovetop' }));
    await user.type(textbox('Author (Optional)'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Save recipe' }));

    await waitFor(() => expect(sent('POST', '/api/recipes')).toHaveLength(1));
    expect(sent('POST', '/api/recipes')[0]!.body).toEqual({
      title: 'Red lentil soup',
      description: null,
      servings: 4,
      yieldText: null,
      prepMinutes: 10,
      cookMinutes: 30,
      totalMinutes: null,
      difficulty: 'easy',
      cuisine: 'Turkish',
      tags: ['soup', 'quick'],
      dietaryFlags: ['Vegan'],
      appliances: ['stovetop'],
      ingredients: [
        { group: null, text: '200 g red lentils' },
        { group: null, text: '1 onion' },
        { group: 'To serve', text: '1 lemon' },
      ],
      steps: [
        { group: null, text: 'Soften the onion.' },
        { group: null, text: 'Add the lentils.\nSimmer 30 minutes.' },
      ],
      notes: null,
      sourceUrl: null,
      author: 'Ana',
      imageUrl: null,
    } satisfies RecipeDraftInput);
    await waitFor(() => expect(currentUrl()).toBe(`/recipes/${saved.id}`));
    expect(await screen.findByText('"Red lentil soup" was saved')).toBeInTheDocument();
  });

  test('refuses servings and times that are not whole numbers, and names the line that is too long', async () => {
    const { sent } = editorApi();
    const user = userEvent.setup();
    renderApp(<RecipeCreatePage />, { path: '/recipes/create' });
    await user.type(textbox(/^Title/), 'Soup');
    await user.type(textbox('Servings'), 'four');
    await user.type(textbox('Total (min)'), '1.5');
    await user.click(textbox('Ingredients'));
    await user.paste(`1 onion\n\n${'x'.repeat(501)}`);
    await user.click(screen.getByRole('button', { name: 'Save recipe' }));
    expect(await screen.findByText('Enter a whole number from 1 to 1000')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number of minutes from 0 to 10080')).toBeInTheDocument();
    expect(screen.getByText('Line 3: Use at most 500 characters')).toBeInTheDocument();
    expect(textbox('Ingredients')).toHaveAttribute('aria-invalid', 'true');
    expect(sent('POST', '/api/recipes')).toHaveLength(0);
  });

  test("shows the server's field messages at their fields, and its reason in a toast", async () => {
    const { sent } = editorApi({
      'POST /api/recipes': () => ({
        status: 400,
        body: {
          error: 'Some fields are not valid.',
          code: 'VALIDATION_FAILED',
          details: [
            { path: 'ingredients.1.text', message: 'This line has characters that cannot be stored' },
          ],
        },
      }),
    });
    const user = userEvent.setup();
    const { currentUrl } = renderApp(<RecipeCreatePage />, { path: '/recipes/create' });
    await user.type(textbox(/^Title/), 'Soup');
    await user.type(textbox('Ingredients'), 'Soup:{Enter}1 onion{Enter}2 carrots');
    await user.click(screen.getByRole('button', { name: 'Save recipe' }));
    expect(await screen.findByText('The recipe could not be saved')).toBeInTheDocument();
    expect(screen.getByText('Some fields are not valid.')).toBeInTheDocument();
    expect(screen.getByText('Line 3: This line has characters that cannot be stored')).toBeInTheDocument();
    expect(sent('POST', '/api/recipes')).toHaveLength(1);
    expect(currentUrl()).toBe('/recipes/create');
  });

  test('uploads a chosen picture once the recipe exists, and refuses files that are not pictures', async () => {
    const { sent } = editorApi({
      [`POST /api/recipes/${saved.id}/image`]: () => ({ body: { recipe: saved } }),
    });
    const user = userEvent.setup({ applyAccept: false });
    renderApp(<RecipeCreatePage />, { path: '/recipes/create' });
    await user.type(textbox(/^Title/), 'Soup');
    const input = screen.getByLabelText('Choose a picture');
    await user.upload(input, new File(['text'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Use a JPEG, PNG, WebP, GIF or AVIF picture.');
    const picture = new File([new Uint8Array([1, 2, 3])], 'soup.jpg', { type: 'image/jpeg' });
    await user.upload(input, picture);
    expect(await screen.findByRole('img', { name: 'Preview of the chosen picture' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await user.click(screen.getByRole('button', { name: 'Save recipe' }));
    await waitFor(() => expect(sent('POST', `/api/recipes/${saved.id}/image`)).toHaveLength(1));
    const body = sent('POST', `/api/recipes/${saved.id}/image`)[0]!.body as FormData;
    expect(body.get('file')).toBeInstanceOf(File);
    expect((body.get('file') as File).name).toBe('soup.jpg');
  });

  test('leaving with unsaved changes asks first', async () => {
    editorApi();
    const user = userEvent.setup();
    const { currentUrl } = renderApp(<RecipeCreatePage />, { path: '/recipes/create' });
    await user.type(textbox(/^Title/), 'Half-written');
    await user.click(screen.getByRole('link', { name: 'Back to recipes' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(currentUrl()).toBe('/recipes/create');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(currentUrl()).toBe('/recipes'));
  });
});

describe('importing', () => {
  const draft = {
    title: 'Shakshuka',
    description: 'Eggs poached in a spiced tomato sauce.',
    servings: 2,
    yieldText: null,
    prepMinutes: 10,
    cookMinutes: 20,
    totalMinutes: 30,
    difficulty: null,
    cuisine: 'North African',
    tags: ['breakfast'],
    dietaryFlags: ['Vegetarian'],
    appliances: ['stovetop', 'cast-iron-skillet'],
    ingredients: [
      { group: 'Sauce', text: '1 can chopped tomatoes' },
      { group: 'Sauce', text: '1 tsp cumin' },
      { group: null, text: '4 eggs' },
    ],
    steps: [
      { group: null, text: 'Simmer the sauce for 10 minutes.' },
      { group: null, text: 'Crack in the eggs.' },
    ],
    notes: null,
    sourceUrl: 'https://example.com/shakshuka',
    author: 'Sam',
    imageUrl: 'https://example.com/shakshuka.jpg',
  } satisfies RecipeDraftInput;

  test('a web page fills the editor for review (?url= gives the address), and saving sends what was reviewed', async () => {
    const { sent } = editorApi({ 'POST /api/recipes/import/url': () => ({ body: { draft } }) });
    const user = userEvent.setup();
    renderApp(<RecipeCreatePage />, { path: '/recipes/create?url=https%3A%2F%2Fexample.com%2Fshakshuka' });
    expect(screen.getByRole('textbox', { name: "Address of the recipe's page" })).toHaveValue(
      'https://example.com/shakshuka',
    );
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('heading', { name: 'Check the imported recipe' })).toBeInTheDocument();
    expect(sent('POST', '/api/recipes/import/url')[0]!.body).toEqual({
      url: 'https://example.com/shakshuka',
    });
    expect(textbox(/^Title/)).toHaveValue('Shakshuka');
    expect(textbox('Ingredients')).toHaveValue('Sauce:\n1 can chopped tomatoes\n1 tsp cumin\n\n#\n4 eggs');
    expect(textbox('Total (min)')).toHaveValue('30');
    expect(screen.getByRole('checkbox', { name: 'Vegetarian' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Cast-iron skillet' })).toBeChecked();
    expect(screen.getByRole('img', { name: 'Picture found by the import' })).toHaveAttribute(
      'src',
      'https://example.com/shakshuka.jpg',
    );
    expect(screen.getByText('"Shakshuka" was read')).toBeInTheDocument();

    await user.clear(textbox(/^Title/));
    await user.type(textbox(/^Title/), 'Our shakshuka');
    await user.click(screen.getByRole('button', { name: 'Save recipe' }));
    await waitFor(() => expect(sent('POST', '/api/recipes')).toHaveLength(1));
    expect(sent('POST', '/api/recipes')[0]!.body).toEqual({ ...draft, title: 'Our shakshuka' });
  });

  test('an address without a scheme gets https://, and a page that cannot be read says why', async () => {
    const { sent } = editorApi({
      'POST /api/recipes/import/url': () => ({
        status: 400,
        body: { error: 'No recipe was found on this page.', code: 'BAD_REQUEST' },
      }),
    });
    const user = userEvent.setup();
    renderApp(<RecipeCreatePage />, { path: '/recipes/create' });
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Enter the address of a web page with a recipe.')).toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: "Address of the recipe's page" }),
      'example.com/soup',
    );
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('The page could not be imported')).toBeInTheDocument();
    expect(screen.getByText('No recipe was found on this page.')).toBeInTheDocument();
    expect(sent('POST', '/api/recipes/import/url')[0]!.body).toEqual({ url: 'https://example.com/soup' });
    expect(textbox(/^Title/)).toHaveValue('');
  });

  test('pasted text fills the editor; importing over unsaved changes asks first', async () => {
    const { sent } = editorApi({ 'POST /api/recipes/import/text': () => ({ body: { draft } }) });
    const user = userEvent.setup();
    renderApp(<RecipeCreatePage />, { path: '/recipes/create' });
    await user.type(textbox(/^Title/), 'My own');
    await user.click(screen.getByRole('tab', { name: 'Paste text' }));
    await user.type(textbox('Recipe text or HTML'), 'Shakshuka{Enter}4 eggs');
    await user.click(screen.getByRole('button', { name: 'Read the recipe' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Replace what you wrote?' });
    // The dialog hides the page from the accessibility tree; the typed title is still there.
    expect(screen.getByDisplayValue('My own')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(textbox(/^Title/)).toHaveValue('Shakshuka'));
    expect(sent('POST', '/api/recipes/import/text')[0]!.body).toEqual({ text: 'Shakshuka\n4 eggs' });
  });

  test("another app's export uploads with a progress bar, then lists what came in (with links) and what did not", async () => {
    editorApi();
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const user = userEvent.setup();
    renderApp(<RecipeCreatePage />, { path: '/recipes/create' });
    await user.click(screen.getByRole('tab', { name: 'Other app' }));
    const importButton = screen.getByRole('button', { name: 'Import the file' });
    expect(importButton).toBeDisabled();
    const archive = new File([new Uint8Array(1000)], 'mealie.zip', { type: 'application/zip' });
    await user.upload(screen.getByLabelText('Export file'), archive);
    await user.click(importButton);

    await waitFor(() => expect(FakeUpload.last).not.toBeNull());
    const upload = FakeUpload.last!;
    expect(upload.method).toBe('POST');
    expect(upload.url).toBe('/api/recipes/import/archive');
    expect(upload.headers['CSRF-Token']).toBe('token-1');
    expect(upload.withCredentials).toBe(true);
    expect((upload.body as FormData).get('file')).toBeInstanceOf(File);

    act(() => upload.progress(400, 1000));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Uploading… 40%')).toBeInTheDocument();
    act(() => upload.progress(1000, 1000));
    expect(screen.getByText('Reading the recipes…')).toBeInTheDocument();
    act(() =>
      upload.respond(200, {
        imported: [
          { id: 'r-1', title: 'Banana bread', sourceName: 'banana-bread.json' },
          { id: 'r-2', title: 'Dal', sourceName: 'Dal' },
        ],
        failed: [{ sourceName: 'broken.json', reason: 'This recipe has no title.' }],
      }),
    );
    expect(await screen.findByText('Imported: 2. Not imported: 1.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Banana bread' })).toHaveAttribute('href', '/recipes/r-1');
    expect(screen.getByRole('link', { name: 'Dal' })).toHaveAttribute('href', '/recipes/r-2');
    expect(screen.getByText('1 recipe could not be imported')).toBeInTheDocument();
    expect(screen.getByText('broken.json')).toBeInTheDocument();
    expect(screen.getByText(/This recipe has no title\./)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  test('an export the server refuses says why', async () => {
    editorApi();
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const user = userEvent.setup();
    renderApp(<RecipeCreatePage />, { path: '/recipes/create' });
    await user.click(screen.getByRole('tab', { name: 'Other app' }));
    await user.upload(
      screen.getByLabelText('Export file'),
      new File(['{}'], 'x.json', { type: 'application/json' }),
    );
    await user.click(screen.getByRole('button', { name: 'Import the file' }));
    await waitFor(() => expect(FakeUpload.last).not.toBeNull());
    act(() =>
      FakeUpload.last!.respond(413, { error: 'The file is larger than 50 MB.', code: 'PAYLOAD_TOO_LARGE' }),
    );
    expect(await screen.findByText('The file could not be imported')).toBeInTheDocument();
    expect(screen.getByText('The file is larger than 50 MB.')).toBeInTheDocument();
  });
});
