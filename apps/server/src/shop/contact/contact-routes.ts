import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { contactMessageSchema } from '@pura/core/schemas/contact';
import { APPWRITE_VERSION, ERROR_CODES } from '../../infra/errors.ts';
import { rateLimit } from '../../infra/rate-limit/rate-limit-hook.ts';
import { withDocumentsAndMail } from '../../infra/mail/mailer.ts';
import { renderMail } from '../../infra/mail/templates.ts';
import { requestNetwork } from '../../infra/rate-limit/client-network.ts';

/** Contact messages per IP and hour: plenty for a person, little for a script. */
export const CONTACT_MESSAGES_PER_HOUR = 10;

/** The answer to invalid input: `{error}` naming the field plus the Appwrite error fields. */
export function badRequest(reply: FastifyReply, error: string): FastifyReply {
  return reply.code(400).send({
    error,
    message: error,
    code: ERROR_CODES.general_argument_invalid,
    type: 'general_argument_invalid',
    version: APPWRITE_VERSION,
  });
}

/** The first problem of a failed parse, readable and naming the field (or the body itself). */
export function firstIssue(error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> }): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request body';
  return issue.path.length ? issue.message : 'Request body must be a JSON object';
}

/**
 * POST /api/send-contact-email (docs/product.md §7 'Local back end'): stores the message in
 * contact_messages and mails it to CONTACT_TO with reply-to the customer, in one transaction.
 */
export const contactRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/send-contact-email',
    {
      bodyLimit: 64 * 1024,
      preHandler: rateLimit({ name: 'shop.contact', limit: CONTACT_MESSAGES_PER_HOUR, windowSeconds: 3600, key: requestNetwork }),
    },
    async (request, reply) => {
      const parsed = contactMessageSchema.safeParse(request.body ?? {});
      if (!parsed.success) return badRequest(reply, firstIssue(parsed.error));
      const input = parsed.data;
      const { html, text } = renderMail({
        title: `New message: ${input.subject}`,
        paragraphs: [`From ${input.firstName} ${input.lastName} <${input.email}>`, input.message],
        footer: { text: 'Reply to this mail to answer the customer.' },
        shop: await app.shopSettings.current(),
      });
      await withDocumentsAndMail(app, async (docs, tx) => {
        await docs.create('contact_messages', { data: { ...input, read: false } });
        await app.mailer.queue(
          tx,
          {
            kind: 'contact',
            to: app.config.mail.contactTo,
            replyTo: input.email,
            subject: `Contact form: ${input.subject}`,
            text,
            html,
          },
          request.log,
        );
      });
      return { ok: true };
    },
  );
};
