import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { parseMail } from './mime.ts';

/** One captured message as stored for the spec workers (see mail-capture.ts). */
export interface StoredMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

/**
 * A real SMTP server (the smtp-server package) for the journeys: the shop under test delivers
 * to it through SMTP_URL, and every message becomes one JSON file in `dir`, so specs running in
 * worker processes can read them.
 */
export async function startSmtpCapture(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  let sequence = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: StoredMail = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          ...parseMail(raw),
          receivedAt: new Date().toISOString(),
        };
        // Names sort in arrival order; the rename makes a file appear only once it is complete.
        const name = `${Date.now().toString().padStart(15, '0')}-${String(sequence++).padStart(6, '0')}`;
        writeFileSync(path.join(dir, `${name}.tmp`), JSON.stringify(mail));
        renameSync(path.join(dir, `${name}.tmp`), path.join(dir, `${name}.json`));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('SMTP capture did not bind a port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
