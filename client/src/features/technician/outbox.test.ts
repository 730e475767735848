import { commonMessagesEn, type CompleteMyVisitFields } from '@sevak/shared';
import { commonMessagesHi } from '@sevak/shared/common/messages.hi';
import { describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../i18n/language';
import { completeVisitUrl, discardOutboxOf, queueCompletion, readOutbox, sendQueuedCompletions } from './outbox';

const RAMESH = 'ramesh-1';
const SUNIL = 'sunil-1';
const VISIT = '11111111-1111-4111-8111-111111111111';
const OTHER_VISIT = '22222222-2222-4222-8222-222222222222';
const FIELDS: CompleteMyVisitFields = {
  notes: 'Changed the sediment filter',
  serviceCharges: 399,
  payment: { amount: 399, mode: 'CASH' },
  nextVisitDate: null,
};

const envelope = (status: number, message: string, data: unknown = null) =>
  new Response(JSON.stringify({ statusCode: status, success: status < 400, message, data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** The server's side of the wire: each call answered by the next of `answers` (a Response, or an Error thrown as a network failure). */
function serverAnswering(...answers: (Response | Error)[]) {
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => {
    const answer = answers.shift();
    if (!answer) throw new Error('No answer left for this call');
    if (answer instanceof Error) throw answer;
    return answer;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const queue = (visitId = VISIT, userId = RAMESH) => queueCompletion({ userId, visitId, customerName: 'Anjali Gokhale', fields: FIELDS });
const offline = () => new TypeError('Failed to fetch');

describe('the outbox', () => {
  it('keeps a completion on the phone with an Idempotency-Key of its own', () => {
    const first = queue(VISIT);
    const second = queue(OTHER_VISIT);
    expect(first.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.key).not.toBe(first.key);
    expect(readOutbox().queued).toEqual([first, second]);
    expect(JSON.parse(window.localStorage.getItem('sevak-technician-outbox')!).queued[0].fields).toEqual(FIELDS);
  });

  it('sends it as a POST to the REST door with its key, and drops it once answered', async () => {
    const queued = queue();
    const fetchMock = serverAnswering(envelope(200, 'Visit marked done', { message: 'Visit marked done', alreadyDone: false }));

    const report = await sendQueuedCompletions(RAMESH);

    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api/v1/employee/visit/${VISIT}/complete`);
    expect(url).toBe(completeVisitUrl(VISIT));
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', 'Accept-Language': 'en', 'Idempotency-Key': queued.key },
    });
    expect(JSON.parse(String(init!.body))).toEqual(FIELDS);
    expect(report).toEqual({ sent: [{ completion: queued, message: 'Visit marked done' }], refused: [], signedOut: false });
    expect(readOutbox().queued).toEqual([]);
  });

  it('keeps it on a network failure, and sends it again later with the same key', async () => {
    const queued = queue();
    const fetchMock = serverAnswering(offline(), envelope(200, 'This visit was already marked done. Nothing was changed.'));

    expect(await sendQueuedCompletions(RAMESH)).toEqual({ sent: [], refused: [], signedOut: false });
    expect(readOutbox().queued).toEqual([queued]);

    const report = await sendQueuedCompletions(RAMESH);
    expect(fetchMock.mock.calls.map(([, init]) => (init!.headers as Record<string, string>)['Idempotency-Key'])).toEqual([queued.key, queued.key]);
    expect(report.sent.map((sent) => sent.message)).toEqual(['This visit was already marked done. Nothing was changed.']);
    expect(readOutbox().queued).toEqual([]);
  });

  it('drops it on a 4xx and says why, as the server put it', async () => {
    const queued = queue();
    serverAnswering(envelope(404, 'Visit not found'));

    const report = await sendQueuedCompletions(RAMESH);

    const refused = { key: queued.key, userId: RAMESH, visitId: VISIT, customerName: 'Anjali Gokhale', message: 'Visit not found' };
    expect(report).toEqual({ sent: [], refused: [refused], signedOut: false });
    expect(readOutbox()).toEqual({ queued: [], refused: [refused] });
  });

  it('keeps it when the answer means "not now": the session ended, the key still at work, a server failure', async () => {
    const queued = queue();
    serverAnswering(envelope(401, 'Please sign in to continue.'), envelope(409, commonMessagesEn.idempotency.stillRunning), envelope(503, 'Unavailable'));

    expect((await sendQueuedCompletions(RAMESH)).signedOut).toBe(true);
    expect((await sendQueuedCompletions(RAMESH)).signedOut).toBe(false);
    await sendQueuedCompletions(RAMESH);
    expect(readOutbox()).toEqual({ queued: [queued], refused: [] });
  });

  it('shows a 409 that is a "no" as refused, and goes on with the next change', async () => {
    const cancelled = queue(VISIT);
    const next = queue(OTHER_VISIT);
    serverAnswering(envelope(409, 'This visit was cancelled by the shop. Nothing was changed.'), envelope(200, 'Visit marked done'));

    const report = await sendQueuedCompletions(RAMESH);

    expect(report.refused.map((refused) => [refused.key, refused.message])).toEqual([
      [cancelled.key, 'This visit was cancelled by the shop. Nothing was changed.'],
    ]);
    expect(report.sent.map((sent) => sent.completion)).toEqual([next]);
    expect(readOutbox().queued).toEqual([]);
  });

  it('does not let money collected go unnoticed when the visit was already done', async () => {
    const queued = queue();
    serverAnswering(
      envelope(200, 'This visit was already marked done. Nothing was changed.', {
        message: 'This visit was already marked done. Nothing was changed.',
        alreadyDone: true,
      }),
    );

    const report = await sendQueuedCompletions(RAMESH);

    expect(report.sent).toEqual([]);
    expect(report.refused).toEqual([
      {
        key: queued.key,
        userId: RAMESH,
        visitId: VISIT,
        customerName: 'Anjali Gokhale',
        message: 'This visit was already marked done. Nothing was changed. The ₹399.00 you collected was not recorded: tell the shop.',
      },
    ]);
  });

  it('asks for the language of the screens, and knows "still at work" in Hindi as in English', async () => {
    await applyLanguage('hi');
    const queued = queue();
    const fetchMock = serverAnswering(envelope(409, commonMessagesHi.idempotency.stillRunning), envelope(418, ''), envelope(200, 'विज़िट पूरी दर्ज हो गई'));

    expect(await sendQueuedCompletions(RAMESH)).toEqual({ sent: [], refused: [], signedOut: false });
    expect(readOutbox().queued).toEqual([queued]);
    expect((fetchMock.mock.calls[0]![1]!.headers as Record<string, string>)['Accept-Language']).toBe('hi');

    // A refusal without a sentence is said in Hindi too.
    const report = await sendQueuedCompletions(RAMESH);
    expect(report.refused.map((refused) => refused.message)).toEqual(['सर्वर ने बदलाव नहीं माना (HTTP 418)।']);

    const again = queue();
    expect((await sendQueuedCompletions(RAMESH)).sent).toEqual([{ completion: again, message: 'विज़िट पूरी दर्ज हो गई' }]);
  });

  it('stops at the first failure, oldest first, and sends nothing of another technician', async () => {
    const first = queue(VISIT);
    const second = queue(OTHER_VISIT);
    const sunils = queue(VISIT, SUNIL);
    const fetchMock = serverAnswering(envelope(200, 'Visit marked done'), offline());

    const report = await sendQueuedCompletions(RAMESH);

    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([completeVisitUrl(VISIT), completeVisitUrl(OTHER_VISIT)]);
    expect(report.sent.map((sent) => sent.completion)).toEqual([first]);
    expect(readOutbox().queued).toEqual([second, sunils]);
  });

  it('keeps the later of two saves of one visit, and forgets a technician’s changes when they sign out', () => {
    queue(VISIT);
    const again = queue(VISIT);
    const sunils = queue(OTHER_VISIT, SUNIL);
    expect(readOutbox().queued).toEqual([again, sunils]);

    discardOutboxOf(RAMESH);
    expect(readOutbox().queued).toEqual([sunils]);
  });
});
