import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { type CsvValue, csvLine, csvStream } from './csv.ts';

const HEADER = ['id', 'text', 'count'];
const row = (i: number): CsvValue[] => [i, `post "${i}", with a comma`, i * 3];

/** A consumer that accepts every chunk at once, like a socket with room to spare. */
function greedySink(into: string[]): Writable {
  return new Writable({
    write(chunk, _encoding, callback) {
      into.push(String(chunk));
      callback();
    },
  });
}

describe('csvStream (issue 15/17: CSV streaming yields to the event loop)', () => {
  it('writes exactly the header line and the row lines, nothing else', async () => {
    const chunks: string[] = [];
    await pipeline(
      csvStream(
        HEADER,
        Array.from({ length: 5000 }, (_, i) => row(i)),
      ),
      greedySink(chunks),
    );
    const expected = csvLine(HEADER) + Array.from({ length: 5000 }, (_, i) => csvLine(row(i))).join('');
    expect(chunks.join('')).toBe(expected);
    expect(chunks.length).toBeGreaterThan(1);
  });

  it('an empty export is the header alone', async () => {
    const chunks: string[] = [];
    await pipeline(csvStream(HEADER, []), greedySink(chunks));
    expect(chunks.join('')).toBe('id,text,count\r\n');
  });

  it('lets other work run between slices even when the consumer takes everything at once', async () => {
    const order: string[] = [];
    const done = pipeline(
      csvStream(
        HEADER,
        Array.from({ length: 50_000 }, (_, i) => row(i)),
      ),
      greedySink([]),
    ).then(() => order.push('csv finished'));
    // Queued after the export started: it runs only if the export hands the loop back.
    setImmediate(() => order.push('other work'));
    await done;
    expect(order).toEqual(['other work', 'csv finished']);
  });

  it('builds a slice only when the consumer asks: a stalled client holds the producer back', async () => {
    let pulled = 0;
    function* rows() {
      for (let i = 0; i < 1_000_000; i += 1) {
        pulled += 1;
        yield row(i);
      }
    }
    const stream = csvStream(HEADER, rows());
    // Nobody reads: at most the first slice and whatever fills the buffer up to its high-water mark.
    stream.pause();
    stream.on('data', () => undefined);
    stream.pause();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pulled).toBeLessThan(5_000);
    stream.destroy();
  });
});

describe('a large CSV does not freeze the server (issue 15/17)', () => {
  it('answers another request while the 90-day general CSV is streaming to a client that takes everything', async () => {
    const now = new Date('2026-11-20T12:00:00.000Z');
    const app = await buildApp({ scenario: { name: 'volume', statuses: 40_000, days: 90, now } });
    const range = { from: new Date(now.getTime() - 90 * 86_400_000).toISOString(), to: now.toISOString() };
    const order: string[] = [];
    let token = '';
    const headers = () => ({ authorization: `Bearer ${token}`, 'x-http-method-override': 'GET' });
    let other: Promise<unknown> | undefined;
    // inject()'s response accepts every byte at once, the case where a synchronous writer never
    // yields. The second request is sent when the CSV starts streaming, so it can only be answered
    // first if the export hands the event loop back between slices.
    app.addHook('onSend', async (request, _reply, payload) => {
      if (other === undefined && request.url.endsWith('general.csv')) {
        other = app
          .inject({
            method: 'POST',
            url: '/api/v1/dashboard/sentiment',
            headers: headers(),
            payload: { range },
          })
          .then((res) => order.push(`sentiment ${res.statusCode}`));
      }
      return payload;
    });
    await app.ready();
    try {
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/v1/session',
        payload: { email: 'admin@acme.test', password: 'Password1!' },
      });
      token = signIn.json().access_token;
      const csv = await app.inject({
        method: 'POST',
        url: '/api/v1/dashboard/reports/general.csv',
        headers: headers(),
        payload: { range },
      });
      order.push(`csv ${csv.statusCode}`);
      await other;
      expect(csv.body.length).toBeGreaterThan(4 * 1024 * 1024);
      expect(order).toEqual(['sentiment 200', 'csv 200']);
    } finally {
      await app.close();
    }
  }, 60_000);
});
