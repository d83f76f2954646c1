import type { FastifyPluginAsync } from 'fastify';
import { contactMessageSchema } from '@pura/core/schemas/contact';
import { rateLimit } from '../../infra/rate-limit/rate-limit-hook.ts';
import { withDocumentsAndMail } from '../../appwrite/databases/documents-and-mail.ts';
import { renderMail } from '../../infra/mail/templates.ts';
import { requestNetwork } from '../../infra/rate-limit/client-network.ts';
import type { ZodTypeProvider } from '../../http/route-schemas.ts';

/** Contact messages per IP and hour: plenty for a person, little for a script. */
export const CONTACT_MESSAGES_PER_HOUR = 10;

/**
 * POST /api/send-contact-email (docs/product.md §7 'Local back end'): stores the message in
 * contact_messages and mails it to CONTACT_TO with reply-to the customer, in one transaction.
 */
export const contactRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/send-contact-email',
    {
      bodyLimit: 64 * 1024,
      schema: { body: contactMessageSchema },
      // The form shows the message as it is, and its client reads `error` (docs/product.md §7).
      config: { inputErrors: 'sentence+error' },
      // Counted before validation: malformed messages use up the limit too.
      preValidation: rateLimit({ name: 'shop.contact', limit: CONTACT_MESSAGES_PER_HOUR, windowSeconds: 3600, key: requestNetwork }),
    },
    async (request) => {
      const input = request.body;
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
