import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../test/serve';
import { acceptCreate, chooseImageFile, currentStep, openWizard, screen } from './wizard-test-kit';

// Each test walks the wizard to its step; a busy machine takes more than jest's default 5 s.
jest.setTimeout(20_000);

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

const pie = () => new File(['jpeg bytes'], 'pie.jpg', { type: 'image/jpeg' });
const createButton = () => screen.getByRole('button', { name: 'Create Recipe' });

describe("the create wizard's picture, on the review step", () => {
  it('is optional: without one the recipe is sent without an image', async () => {
    const sent = acceptCreate();
    const { reach, next } = await openWizard();
    await reach(5);
    expect(screen.getByRole('button', { name: 'Click to upload an image' })).toBeInTheDocument();
    expect(screen.getByText('JPG, PNG or GIF • Max 5MB')).toBeInTheDocument();
    await next();
    await waitFor(() => expect(sent.body).toBeDefined());
    expect(sent.body).not.toHaveProperty('image');
  });

  it("is uploaded when chosen, with the session's token, and the new recipe gets its id; Create Recipe waits for it", async () => {
    let authorization: string | null = null;
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('/api/recipes/upload', async ({ request }) => {
        authorization = request.headers.get('authorization');
        await answered;
        return HttpResponse.json({ _id: 'new-image', url: '/api/images/new.webp', status: 'pending' }, { status: 201 });
      }),
    );
    const sent = acceptCreate('with-picture');
    const { reach, user } = await openWizard();
    await reach(5);

    chooseImageFile(pie());
    expect(await screen.findByRole('img', { name: 'Recipe image preview' })).toHaveAttribute('src', 'blob:preview');
    await waitFor(() => expect(createButton()).toBeDisabled());
    release();
    await waitFor(() => expect(createButton()).toBeEnabled());
    expect(authorization).toBe('Bearer test-token');
    expect(screen.getByRole('button', { name: 'Change Image' })).toBeInTheDocument();

    await user.click(createButton());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/recipes/with-picture'));
    expect(sent.body?.image).toBe('new-image');
  });

  it('keeps an upload going while the user goes Back, and sends its id once back on the review', async () => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('/api/recipes/upload', async () => {
        await answered;
        return HttpResponse.json({ _id: 'late-image', url: '/api/images/late.webp', status: 'pending' }, { status: 201 });
      }),
    );
    const sent = acceptCreate();
    const { reach, back, next } = await openWizard();
    await reach(5);
    chooseImageFile(pie());
    await back();
    await waitFor(() => expect(currentStep()).toBe('Cooking Instructions'));
    release();
    await next();
    await waitFor(() => expect(currentStep()).toBe('Review & Submit'));
    // Back on the review the picture is the uploaded one, still being processed by the server.
    expect(await screen.findByText('Image is being processed...')).toBeInTheDocument();
    await waitFor(() => expect(createButton()).toBeEnabled());
    await next();
    await waitFor(() => expect(sent.body?.image).toBe('late-image'));
  });

  it('says why an upload failed, and the recipe is still created, without a picture', async () => {
    server.use(http.post('/api/recipes/upload', () => HttpResponse.json({}, { status: 500 })));
    const sent = acceptCreate();
    const { reach, user } = await openWizard();
    await reach(5);

    chooseImageFile(pie());
    expect(await screen.findByText('Image upload failed')).toBeInTheDocument();
    expect(screen.getByText('You can also add or change it later, from Edit.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Click to upload an image' })).toBeInTheDocument();
    await waitFor(() => expect(createButton()).toBeEnabled());

    await user.click(createButton());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/recipes/new-recipe-id'));
    expect(sent.body).not.toHaveProperty('image');
  });

  it('refuses a file that is not an image before uploading, and stays on the review', async () => {
    let uploads = 0;
    server.use(
      http.post('/api/recipes/upload', () => {
        uploads += 1;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const { reach } = await openWizard();
    await reach(5);
    chooseImageFile(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Please select an image file')).toBeInTheDocument();
    expect(uploads).toBe(0);
    expect(currentStep()).toBe('Review & Submit');
  });
});
