import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Profile } from '@pamoja/contract/users';
import { member } from '../../../shared/testing/fixtures';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import { signIn } from '../../../shared/testing/session';
import { ProfileRoute } from '../routes/profile';

const FILE_ID = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
const profile: Profile = {
  ...member,
  dateOfBirth: null,
  idNumber: null,
  address: { line1: '', line2: '', city: '', county: '', postalCode: '', country: 'KE' },
  referralCode: 'PMJ-7KQ2MX',
  createdAt: '2026-01-15T08:00:00.000Z',
};

// jsdom has neither object URLs nor a canvas: both are stood in for, and the test checks what
// the cropper asks of them.
beforeEach(() => {
  Object.defineProperty(URL, 'createObjectURL', {
    value: vi.fn(() => 'blob:photo'),
    configurable: true,
  });
  Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

function fakeCanvas() {
  const context = {
    drawImage: vi.fn(),
    fillRect: vi.fn(),
    fillStyle: '',
    imageSmoothingQuality: '',
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
  const toBlob = vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    callback,
    type,
  ) {
    callback(new Blob([new Uint8Array(2048)], { type }));
  });
  return { context, toBlob };
}

function renderProfile() {
  signIn(member);
  const user = userEvent.setup({ applyAccept: false });
  renderRoutes([{ path: '/profile', element: <ProfileRoute /> }], '/profile');
  return user;
}

describe('/profile: photo', () => {
  test('crops the chosen picture square, uploads a JPEG and saves it as the avatar', async () => {
    let current = profile;
    const uploads: { contentType: string | null; file: unknown }[] = [];
    const saves: unknown[] = [];
    const fileReads: (string | null)[] = [];
    server.use(
      http.get('*/api/v1/users/me', () => HttpResponse.json({ message: 'Success', data: current })),
      http.post('*/api/v1/file-upload/single', async ({ request }) => {
        const contentType = request.headers.get('content-type');
        uploads.push({ contentType, file: (await request.formData()).get('file') });
        return HttpResponse.json(
          {
            message: 'File uploaded.',
            data: {
              id: FILE_ID,
              url: `/api/v1/files/${FILE_ID}`,
              contentType: 'image/jpeg',
              size: 2048,
              name: 'avatar.jpg',
            },
          },
          { status: 201 },
        );
      }),
      http.put('*/api/v1/users/me', async ({ request }) => {
        const body = (await request.json()) as { avatar: string };
        saves.push(body);
        current = { ...current, avatar: body.avatar };
        return HttpResponse.json({ message: 'Profile updated.', data: current });
      }),
      http.get('*/api/v1/files/:id', ({ request }) => {
        fileReads.push(request.headers.get('authorization'));
        return new HttpResponse(new Uint8Array([255, 216, 255]), {
          headers: { 'content-type': 'image/jpeg' },
        });
      }),
    );
    const { context, toBlob } = fakeCanvas();
    const user = renderProfile();
    await user.upload(
      await screen.findByLabelText('Photo file'),
      new File(['png'], 'me.png', { type: 'image/png' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Crop your photo' });
    const save = within(dialog).getByRole('button', { name: 'Save photo' });
    expect(save).toBeDisabled();

    // A 1200 × 800 picture: the square is 800 px, shown 256 px wide (0.32 px a pixel).
    const picture = within(dialog).getByAltText('The picture being cropped');
    Object.defineProperty(picture, 'naturalWidth', { value: 1200 });
    Object.defineProperty(picture, 'naturalHeight', { value: 800 });
    fireEvent.load(picture);
    // The arrow key moves the picture 10 px right: the square moves 31.25 px left.
    within(dialog).getByRole('group', { name: 'Photo position' }).focus();
    await user.keyboard('{ArrowRight}');
    await user.click(save);

    await waitFor(() => expect(saves).toHaveLength(1));
    expect(context.drawImage).toHaveBeenCalledWith(picture, 168.75, 0, 800, 800, 0, 0, 512, 512);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.9);
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.contentType).toMatch(/^multipart\/form-data/);
    // jsdom's File loses its name on the way into Node's fetch; its type and bytes arrive.
    expect(uploads[0]?.file).toMatchObject({ type: 'image/jpeg', size: 2048 });
    const link = `${window.location.origin}/api/v1/files/${FILE_ID}`;
    expect(saves).toEqual([{ type: 'PROFILE', avatar: link }]);

    // The new photo is shown, fetched with the token; the link field follows.
    expect(await screen.findByAltText('Photo of Amani Wanjiru')).toBeInTheDocument();
    expect(fileReads).toEqual(['Bearer access-MEMBER']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Photo link')).toHaveValue(link);
  });

  test('refuses what is not a picture before any upload', async () => {
    server.use(
      http.get('*/api/v1/users/me', () => HttpResponse.json({ message: 'Success', data: profile })),
    );
    const user = renderProfile();
    await user.upload(
      await screen.findByLabelText('Photo file'),
      new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('Choose a PNG, JPEG or WebP picture.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('an upload refused by the server is said in the cropper', async () => {
    server.use(
      http.get('*/api/v1/users/me', () => HttpResponse.json({ message: 'Success', data: profile })),
      http.post('*/api/v1/file-upload/single', () =>
        HttpResponse.json(
          {
            statusCode: 413,
            code: 'FILE_TOO_LARGE',
            errorMessage: 'An image can be at most 2 MB: upload a smaller file.',
            message: 'An image can be at most 2 MB: upload a smaller file.',
          },
          { status: 413 },
        ),
      ),
    );
    fakeCanvas();
    const user = renderProfile();
    await user.upload(
      await screen.findByLabelText('Photo file'),
      new File(['jpg'], 'me.jpg', { type: 'image/jpeg' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Crop your photo' });
    const picture = within(dialog).getByAltText('The picture being cropped');
    Object.defineProperty(picture, 'naturalWidth', { value: 600 });
    Object.defineProperty(picture, 'naturalHeight', { value: 900 });
    fireEvent.load(picture);
    await user.click(within(dialog).getByRole('button', { name: 'Save photo' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'An image can be at most 2 MB: upload a smaller file.',
    );
  });
});
