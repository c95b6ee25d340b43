import type { Mail } from '../../platform/mail/mailer.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Sent to a new address: the account's e-mail changes only once this link is opened. */
export function confirmNewEmailMail(to: string, firstName: string, link: string): Mail {
  const hello = firstName ? `Ciao ${firstName},` : 'Ciao,';
  const note =
    "Il link è valido per 24 ore e può essere usato una sola volta. Finché non lo apri, l'indirizzo del tuo account resta quello di prima. Se non hai chiesto tu questa modifica, ignora questa email.";
  return {
    to,
    subject: 'Conferma il tuo nuovo indirizzo email - Riparami',
    text: `${hello}\n\nhai chiesto di usare questo indirizzo per il tuo account Riparami. Per confermarlo apri questo link:\n\n${link}\n\n${note}\n`,
    html: `<!doctype html><html lang="it"><body style="font-family:system-ui,sans-serif;background:#f8fafc;padding:24px">
<div style="max-width:480px;margin:auto;background:#fff;border-radius:12px;padding:24px;color:#0f172a">
<h1 style="color:#ea580c;font-size:20px;margin:0 0 16px">Riparami</h1><h2 style="font-size:18px">Conferma il nuovo indirizzo</h2>
<p>${escapeHtml(hello)}</p><p>hai chiesto di usare questo indirizzo per il tuo account Riparami.</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#ea580c;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">Conferma indirizzo</a></p>
<p style="font-size:13px">Oppure copia questo link nel browser:<br>${escapeHtml(link)}</p>
<p style="font-size:13px">${escapeHtml(note)}</p></div></body></html>`,
  };
}

/**
 * Sent to both the old and the new address once a change of address is done (issue 25): the old owner
 * hears of it even when the change was not theirs.
 */
export function emailChangedMail(to: string, firstName: string, oldEmail: string, newEmail: string): Mail {
  const hello = firstName ? `Ciao ${firstName},` : 'Ciao,';
  const body = `l'indirizzo email del tuo account Riparami è stato cambiato da ${oldEmail} a ${newEmail}. Gli altri dispositivi sono stati disconnessi.`;
  const note =
    'Se non sei stato tu, usa "Password dimenticata?" con il vecchio indirizzo o scrivici rispondendo a questa email.';
  return {
    to,
    subject: 'Indirizzo email cambiato - Riparami',
    text: `${hello}\n\n${body}\n\n${note}\n`,
    html: `<!doctype html><html lang="it"><body style="font-family:system-ui,sans-serif;background:#f8fafc;padding:24px">
<div style="max-width:480px;margin:auto;background:#fff;border-radius:12px;padding:24px;color:#0f172a">
<h1 style="color:#ea580c;font-size:20px;margin:0 0 16px">Riparami</h1><h2 style="font-size:18px">Indirizzo email cambiato</h2>
<p>${escapeHtml(hello)}</p><p>${escapeHtml(body)}</p><p style="font-size:13px">${escapeHtml(note)}</p></div></body></html>`,
  };
}
