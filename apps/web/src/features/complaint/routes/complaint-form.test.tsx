import { File as NodeFile } from 'node:buffer';
import { APP_ROUTES, COMPLAINT_IMAGE_FIELD, SUCCESS_MODAL_MS } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage.ts';
import { clearToast } from '@/lib/toast.ts';
import { answerEndpoint } from '@/testing/answer-endpoint.ts';
import { type EndpointRequest, fail, handleEndpoint, ok } from '@/testing/handle-endpoint.ts';
import { server } from '@/testing/msw-server.ts';
import { storeChoice } from '../lib/complaint-choice.ts';
import { COLLECTION_ORDER, initOf, SESSION_QUERY } from '../testing/complaint-fixture.ts';
import { currentQuery, renderComplaintPage } from '../testing/render-complaint-page.tsx';

// The page's photos are jsdom's, as a browser's would be. Node's fetch, parsing the multipart
// upload for the MSW handler, builds its files with the global `File` and refuses jsdom's: while a
// test runs, the global is Node's.
const BrowserFile = File;
beforeEach(() => {
  vi.stubGlobal('File', NodeFile);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await clearToast();
});

const CHOICE_QUERY = `problemType=1&problemSonType=2&orderNo=${COLLECTION_ORDER.orderNo}`;
const PAGE = `${APP_ROUTES.complaintForm}?${SESSION_QUERY}&${CHOICE_QUERY}`;

async function openForm(url = PAGE) {
  const received = answerEndpoint(endpoints.problemInitGet, initOf());
  renderComplaintPage(url);
  await screen.findByRole('textbox', { name: 'Description' });
  return received;
}

/** Answers each upload with a fresh URL; returns the requests it received. */
function answerUploads() {
  const received: EndpointRequest<typeof endpoints.uploadProblemImg>[] = [];
  server.use(
    handleEndpoint(endpoints.uploadProblemImg, (request) => {
      received.push(request);
      return ok(endpoints.uploadProblemImg, { url: `/api/uploads/photo-${received.length}.png` });
    }),
  );
  return received;
}

function answerSave() {
  return answerEndpoint(endpoints.problemSave, { problemId: 'CP-300' });
}

const photo = (name: string) => new BrowserFile(['png'], name, { type: 'image/png' });
const photos = (count: number) =>
  Array.from({ length: count }, (_, index) => photo(`photo-${index + 1}.png`));
const OFFLINE = 'You are offline. Check your mobile data or Wi-Fi, then try again.';
const fileInput = () => screen.getByLabelText(/Add photo/) as HTMLInputElement;
const description = () => screen.getByRole('textbox', { name: 'Description' });
const photoList = () => screen.getByRole('list', { name: /Photos \(optional\)/ });

describe('complaint form', () => {
  it('reads the types again with GET and shows the chosen type and sub-type as tags', async () => {
    const received = await openForm();
    expect(received).toHaveLength(1);
    expect(received[0]?.request.method).toBe('GET');
    expect(received[0]?.body).toMatchObject({ orderId: COLLECTION_ORDER.orderNo });
    const tags = screen.getByRole('list', { name: 'What is it about?' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Collection', 'Contacting my family or friends']);
    expect(screen.getByText('We reply within 3 working days (Monday to Friday).')).toBeVisible();
  });

  it('falls back to the choice the start page stored', async () => {
    storeChoice({ orderNo: COLLECTION_ORDER.orderNo, problemType: 1, problemSonType: 1 });
    const received = await openForm(`${APP_ROUTES.complaintForm}?${SESSION_QUERY}`);
    expect(received[0]?.body).toMatchObject({ orderId: COLLECTION_ORDER.orderNo });
    const tags = screen.getByRole('list', { name: 'What is it about?' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Collection', 'Rude or threatening language']);
  });

  it('asks to choose a type first when there is no choice', async () => {
    renderComplaintPage(`${APP_ROUTES.complaintForm}?${SESSION_QUERY}`);
    expect(
      screen.getByRole('heading', { name: 'Choose a question type on the complaint page first.' }),
    ).toBeVisible();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('counts the description live and ignores input beyond 200 characters', async () => {
    const user = userEvent.setup();
    await openForm();
    expect(screen.getByText('0/200')).toBeVisible();
    await user.type(description(), 'Rude');
    expect(screen.getByText('4/200')).toBeVisible();
    await user.clear(description());
    await user.click(description());
    await user.paste('x'.repeat(250));
    expect(description()).toHaveValue('x'.repeat(200));
    expect(screen.getByText('200/200')).toBeVisible();
    await user.type(description(), 'more');
    expect(description()).toHaveValue('x'.repeat(200));
  });

  it('requires a description: an empty or blank one is not sent', async () => {
    const user = userEvent.setup();
    const saves = answerSave();
    await openForm();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Please fill in your comments and suggestions'),
    ).toBeInTheDocument();
    await user.type(description(), '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(saves).toEqual([]);
    expect(screen.queryByRole('dialog', { name: 'Successfully Sent' })).not.toBeInTheDocument();
  });

  it('uploads each added photo at once and shows it, removable', async () => {
    const user = userEvent.setup();
    const uploads = answerUploads();
    await openForm();
    expect(screen.getByText('Photos (optional) 0/9')).toBeVisible();
    await user.upload(fileInput(), [photo('a.png'), photo('b.png')]);
    await waitFor(() => expect(within(photoList()).getAllByRole('img')).toHaveLength(2));
    expect(uploads).toHaveLength(2);
    // One photo per call, as the multipart field the contract names.
    const sent = uploads[0]?.body as Record<string, unknown> | undefined;
    expect(sent?.[COMPLAINT_IMAGE_FIELD]).toBeInstanceOf(NodeFile);
    expect(sent?.[COMPLAINT_IMAGE_FIELD]).toMatchObject({ type: 'image/png' });
    expect(screen.getByRole('img', { name: 'Photo 1' })).toHaveAttribute(
      'src',
      '/api/uploads/photo-1.png',
    );
    expect(screen.getByRole('img', { name: 'Photo 2' })).toHaveAttribute(
      'src',
      '/api/uploads/photo-2.png',
    );
    expect(screen.getByText('Photos (optional) 2/9')).toBeVisible();
    expect((await screen.findAllByText('Upload succeeded!')).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(within(photoList()).getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Photo 1' })).toHaveAttribute(
      'src',
      '/api/uploads/photo-2.png',
    );
  });

  it('uploads no more than 9 photos and then hides the add button', async () => {
    const user = userEvent.setup();
    const uploads = answerUploads();
    await openForm();
    await user.upload(fileInput(), photos(8));
    await waitFor(() => expect(screen.getByText('Photos (optional) 8/9')).toBeVisible());
    // Two more offered with room for one: only the first is uploaded, and the borrower is told.
    await user.upload(fileInput(), photos(2));
    await waitFor(() => expect(screen.getByText('Photos (optional) 9/9')).toBeVisible());
    // Said under the photos, where no toast hides the one just added.
    expect(
      await screen.findByText(/One photo was not added: at most 9 photos\./),
    ).toHaveTextContent('Upload succeeded! One photo was not added: at most 9 photos.');
    expect(document.querySelector('.app-toast')).toBeNull();
    expect(uploads).toHaveLength(9);
    expect(within(photoList()).getAllByRole('img')).toHaveLength(9);
    expect(screen.queryByLabelText(/Add photo/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove photo 9' }));
    expect(screen.getByLabelText(/Add photo/)).toBeEnabled();
  });

  it("shows the server's message for a refused photo and keeps it out of the list", async () => {
    const user = userEvent.setup();
    server.use(
      handleEndpoint(endpoints.uploadProblemImg, () => fail(2303, 'This file is not an image')),
    );
    await openForm();
    await user.upload(fileInput(), photo('a.png'));
    expect(await screen.findByText('This file is not an image')).toBeInTheDocument();
    expect(within(photoList()).queryAllByRole('img')).toEqual([]);
    expect(screen.getByText('Photos (optional) 0/9')).toBeVisible();
  });

  it('says so when an upload gets no answer, and lets the borrower add the photo again', async () => {
    const user = userEvent.setup();
    server.use(handleEndpoint(endpoints.uploadProblemImg, () => HttpResponse.error()));
    await openForm();
    await user.upload(fileInput(), photo('a.png'));
    expect(await screen.findByText(OFFLINE)).toBeInTheDocument();
    expect(within(photoList()).queryAllByRole('img')).toEqual([]);
    await waitFor(() => expect(fileInput()).toBeEnabled());

    const uploads = answerUploads();
    await user.upload(fileInput(), photo('a.png'));
    expect(await screen.findByRole('img', { name: 'Photo 1' })).toBeVisible();
    expect(uploads).toHaveLength(1);
  });

  it('sends the complaint, shows Successfully Sent for 1.5 s, then replaces itself with the start page', async () => {
    // Time runs (the page's calls need it); the test moves it on by the modal's 1.5 s.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    answerUploads();
    const saves = answerSave();
    storeChoice({ orderNo: COLLECTION_ORDER.orderNo, problemType: 1, problemSonType: 2 });
    await openForm();
    const historyLength = window.history.length;
    await user.type(description(), '  The agent called my sister.  ');
    await user.upload(fileInput(), [photo('a.png'), photo('b.png')]);
    await waitFor(() => expect(screen.getByText('Photos (optional) 2/9')).toBeVisible());
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('dialog', { name: 'Successfully Sent' })).toBeVisible();
    expect(saves).toHaveLength(1);
    expect(saves[0]?.body).toEqual({
      problemType: 1,
      problemSonType: 2,
      problemDetail: 'The agent called my sister.',
      problemImage: '/api/uploads/photo-1.png,/api/uploads/photo-2.png',
      orderNo: COLLECTION_ORDER.orderNo,
    });
    expect(saves[0]?.request.headers.get('Idempotency-Key')).toBeTruthy();

    // The modal stays: the page has not moved yet.
    expect(window.location.pathname).toBe(APP_ROUTES.complaintForm);
    expect(storage.get('order')).not.toBeNull();

    answerEndpoint(endpoints.problemInit, initOf());
    await act(() => vi.advanceTimersByTimeAsync(SUCCESS_MODAL_MS));
    expect(window.location.pathname).toBe(APP_ROUTES.complaint);
    expect(currentQuery()).toMatchObject({ sessionid: 's1' });
    expect(window.history.length).toBe(historyLength);
    expect(await screen.findByRole('heading', { name: 'What is it about?' })).toBeVisible();
    // The stored choice went with the other storage groups.
    expect(storage.get('order')).toBeNull();
    expect(storage.get('enum')).toBeNull();
  });

  it("shows the server's refusal and stays on the form; a second Send reuses the key", async () => {
    const user = userEvent.setup();
    const saves: EndpointRequest<typeof endpoints.problemSave>[] = [];
    server.use(
      handleEndpoint(endpoints.problemSave, (request) => {
        saves.push(request);
        return fail(2302, 'The selected order does not support sending collection types');
      }),
    );
    await openForm();
    await user.type(description(), 'The agent called my sister.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('The selected order does not support sending collection types'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Successfully Sent' })).not.toBeInTheDocument();
    expect(window.location.pathname).toBe(APP_ROUTES.complaintForm);
    expect(description()).toHaveValue('The agent called my sister.');

    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(saves).toHaveLength(2));
    const keys = saves.map((save) => save.request.headers.get('Idempotency-Key'));
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(window.location.pathname).toBe(APP_ROUTES.complaintForm);
  });

  it('says so when Send gets no answer, and sends again on the next Send', async () => {
    const user = userEvent.setup();
    server.use(handleEndpoint(endpoints.problemSave, () => HttpResponse.error()));
    await openForm();
    await user.type(description(), 'The agent called my sister.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(OFFLINE)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Successfully Sent' })).not.toBeInTheDocument();
    expect(window.location.pathname).toBe(APP_ROUTES.complaintForm);

    const saves = answerSave();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('dialog', { name: 'Successfully Sent' })).toBeVisible();
    expect(saves).toHaveLength(1);
  });
});
