/// <reference path="./types/runtime.ts" />
// Without SMTP configured, e-mails (password reset links) are written to the
// server log instead of being handed to a sendmail that is not there, so a
// developer can follow the link. TASTEMAP_APP_URL makes the links point at
// the running app (the reset link is {APP_URL}/auth?reset=…, migration
// 1795000420).
onMailerSend((e) => {
  if (e.app.settings().smtp.enabled) return e.next();
  const message = e.message;
  const to = (message.to || []).map((a) => a.address).join(', ');
  const html = String(message.html || '');
  /** @type {string[]} */
  const links = [];
  // replace() only to visit each link; its result is not used.
  html.replace(/href="([^"]+)"/g, (match, href) => {
    links.push(href.replace(/&amp;/g, '&'));
    return match;
  });
  const text = String(message.text || html.replace(/<style[\s\S]*?<\/style>/g, ' ').replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
  console.log(`[mail] (no SMTP configured; not sent) to: ${to} | subject: ${message.subject} | links: ${links.join(' ')} | ${text}`);
  e.app.logger().info('Mail not sent: no SMTP configured', 'to', to, 'subject', message.subject, 'links', links.join(' '));
});

onBootstrap((e) => {
  e.next();
  // Without the trailing slash: templates add their own ('{APP_URL}/auth').
  const url = $os.getenv('TASTEMAP_APP_URL').replace(/\/+$/, '');
  if (url && e.app.settings().meta.appURL !== url) {
    const settings = e.app.settings();
    settings.meta.appURL = url;
    e.app.save(settings);
  }
});
