import type { Mail } from '../../platform/mail/mailer.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The mail of 'Password dimenticata?': a single-use link valid one hour. */
export function passwordResetMail(to: string, firstName: string, link: string): Mail {
  const hello = firstName ? `Ciao ${firstName},` : 'Ciao,';
  const note =
    'Il link è valido per 1 ora e può essere usato una sola volta. Impostata la nuova password, verrai disconnesso da tutti i dispositivi. Se non hai chiesto tu di reimpostare la password, ignora questa email: la password attuale resta valida.';
  return {
    to,
    subject: 'Reimposta la tua password - Riparami',
    text: `${hello}\n\nabbiamo ricevuto una richiesta di reimpostare la password del tuo account Riparami. Per sceglierne una nuova apri questo link:\n\n${link}\n\n${note}\n`,
    html: `<!doctype html><html lang="it"><body style="font-family:system-ui,sans-serif;background:#f8fafc;padding:24px">
<div style="max-width:480px;margin:auto;background:#fff;border-radius:12px;padding:24px;color:#0f172a">
<h1 style="color:#ea580c;font-size:20px;margin:0 0 16px">Riparami</h1><h2 style="font-size:18px">Reimposta la password</h2>
<p>${escapeHtml(hello)}</p><p>abbiamo ricevuto una richiesta di reimpostare la password del tuo account Riparami.</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#ea580c;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">Scegli una nuova password</a></p>
<p style="font-size:13px">Oppure copia questo link nel browser:<br>${escapeHtml(link)}</p>
<p style="font-size:13px">${escapeHtml(note)}</p>
<p style="color:#64748b;font-size:12px;margin-top:24px">La community di riparazione intelligente</p></div></body></html>`,
  };
}
