/**
 * A mail's HTML part goes into the admin page only through a sandboxed <iframe srcdoc>: the
 * shop's own mails escape every text, but the frame is the wall that holds should one ever carry
 * a script. `sandbox` without allow-scripts (and without allow-same-origin) keeps scripts from
 * running and gives the frame an origin of its own; the policy below blocks them, remote images
 * (tracking pixels), forms and plugins once more, in case the frame is ever shown another way
 * (a srcdoc frame also inherits the admin page's own policy, which allows no inline script).
 */
export const MAIL_FRAME_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'";

/**
 * The `sandbox` tokens of the frame: links may open a new tab (a reset link), outside the sandbox
 * so the shop's page there works; nothing else is allowed.
 */
export const MAIL_FRAME_SANDBOX = 'allow-popups allow-popups-to-escape-sandbox';

/**
 * The frame's document: the policy and a `<base target>` first, then the mail. The parser folds
 * the mail's own <html>/<body> into this document (keeping their attributes), and a policy the mail
 * may bring of its own can only narrow this one.
 */
export function mailFrameDocument(html: string): string {
  return (
    '<!doctype html><html><head><meta charset="utf-8">' +
    `<meta http-equiv="Content-Security-Policy" content="${MAIL_FRAME_POLICY}">` +
    '<base target="_blank"></head><body>' +
    html +
    '</body></html>'
  );
}
