import type { Mail } from './mailer.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="it"><body style="font-family:system-ui,sans-serif;background:#f8fafc;padding:24px">
<div style="max-width:480px;margin:auto;background:#fff;border-radius:12px;padding:24px;color:#0f172a">
<h1 style="color:#ea580c;font-size:20px;margin:0 0 16px">Riparami</h1><h2 style="font-size:18px">${title}</h2>${body}
<p style="color:#64748b;font-size:12px;margin-top:24px">La community di riparazione intelligente</p></div></body></html>`;
}

/** The mails' call to action: an orange button, with the link also written out for copying. */
const button = (link: string, label: string) =>
  `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#ea580c;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${label}</a></p>
<p style="font-size:13px">Oppure copia questo link nel browser:<br>${escapeHtml(link)}</p>`;

const helloTo = (firstName: string) => (firstName ? `Ciao ${firstName},` : 'Ciao,');

/** The verification mail of SPEC §2: an Italian text with a link valid 24 hours. */
export function verificationMail(to: string, firstName: string, link: string): Mail {
  const hello = helloTo(firstName);
  return {
    to,
    subject: 'Verifica il tuo indirizzo email - Riparami',
    text: `${hello}\n\nbenvenuto su Riparami! Per attivare il tuo account conferma il tuo indirizzo email aprendo questo link:\n\n${link}\n\nIl link è valido per 24 ore e può essere usato una sola volta.\nSe non hai creato tu questo account, ignora questa email.\n`,
    html: layout(
      'Verifica la tua email',
      `<p>${escapeHtml(hello)}</p><p>benvenuto su Riparami! Per attivare il tuo account conferma il tuo indirizzo email.</p>
${button(link, 'Verifica email')}
<p style="font-size:13px">Il link è valido per 24 ore e può essere usato una sola volta. Se non hai creato tu questo account, ignora questa email.</p>`,
    ),
  };
}

/** Sent when someone asks to verify an address that is verified already. */
export function alreadyVerifiedMail(to: string, loginUrl: string): Mail {
  return {
    to,
    subject: 'Il tuo indirizzo email è già verificato - Riparami',
    text: `Ciao,\n\nil tuo indirizzo email è già verificato: puoi accedere a Riparami da qui:\n\n${loginUrl}\n\nSe non hai richiesto tu questa email, ignorala.\n`,
    html: layout(
      'Email già verificata',
      `<p>Il tuo indirizzo email è già verificato: puoi <a href="${escapeHtml(loginUrl)}">accedere a Riparami</a>.</p><p style="font-size:13px">Se non hai richiesto tu questa email, ignorala.</p>`,
    ),
  };
}

/**
 * Sent to the owner of an address someone tried to register again: the sign-up form answers as for a
 * new address (so it cannot reveal who is a member), and the owner learns of it here.
 */
export function registrationAttemptMail(to: string, loginUrl: string): Mail {
  return {
    to,
    subject: 'Tentativo di registrazione con il tuo indirizzo email - Riparami',
    text: `Ciao,\n\nqualcuno ha provato a creare un nuovo account su Riparami con il tuo indirizzo email, ma hai già un account. Puoi accedere da qui:\n\n${loginUrl}\n\nSe sei stato tu, accedi con la password che hai già. Se non sei stato tu, puoi ignorare questa email: il tuo account non è stato modificato.\n`,
    html: layout(
      'Tentativo di registrazione',
      `<p>Ciao,</p><p>qualcuno ha provato a creare un nuovo account su Riparami con il tuo indirizzo email, ma hai già un account.</p>
<p><a href="${escapeHtml(loginUrl)}" style="display:inline-block;background:#ea580c;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">Accedi a Riparami</a></p>
<p style="font-size:13px">Se sei stato tu, accedi con la password che hai già. Se non sei stato tu, puoi ignorare questa email: il tuo account non è stato modificato.</p>`,
    ),
  };
}

/** The mail of 'Password dimenticata?': a single-use link valid one hour. */
export function passwordResetMail(to: string, firstName: string, link: string): Mail {
  const hello = helloTo(firstName);
  const note =
    'Il link è valido per 1 ora e può essere usato una sola volta. Impostata la nuova password, verrai disconnesso da tutti i dispositivi. Se non hai chiesto tu di reimpostare la password, ignora questa email: la password attuale resta valida.';
  return {
    to,
    subject: 'Reimposta la tua password - Riparami',
    text: `${hello}\n\nabbiamo ricevuto una richiesta di reimpostare la password del tuo account Riparami. Per sceglierne una nuova apri questo link:\n\n${link}\n\n${note}\n`,
    html: layout(
      'Reimposta la password',
      `<p>${escapeHtml(hello)}</p><p>abbiamo ricevuto una richiesta di reimpostare la password del tuo account Riparami.</p>
${button(link, 'Scegli una nuova password')}
<p style="font-size:13px">${escapeHtml(note)}</p>`,
    ),
  };
}

/** Sent to a new address: the account's e-mail changes only once this link is opened. */
export function confirmNewEmailMail(to: string, firstName: string, link: string): Mail {
  const hello = helloTo(firstName);
  const note =
    "Il link è valido per 24 ore e può essere usato una sola volta. Finché non lo apri, l'indirizzo del tuo account resta quello di prima. Se non hai chiesto tu questa modifica, ignora questa email.";
  return {
    to,
    subject: 'Conferma il tuo nuovo indirizzo email - Riparami',
    text: `${hello}\n\nhai chiesto di usare questo indirizzo per il tuo account Riparami. Per confermarlo apri questo link:\n\n${link}\n\n${note}\n`,
    html: layout(
      'Conferma il nuovo indirizzo',
      `<p>${escapeHtml(hello)}</p><p>hai chiesto di usare questo indirizzo per il tuo account Riparami.</p>
${button(link, 'Conferma indirizzo')}
<p style="font-size:13px">${escapeHtml(note)}</p>`,
    ),
  };
}

/**
 * Sent to both the old and the new address once a change of address is done (issue 25): the old owner
 * hears of it even when the change was not theirs.
 */
export function emailChangedMail(to: string, firstName: string, oldEmail: string, newEmail: string): Mail {
  const hello = helloTo(firstName);
  const body = `l'indirizzo email del tuo account Riparami è stato cambiato da ${oldEmail} a ${newEmail}. Gli altri dispositivi sono stati disconnessi.`;
  const note =
    'Se non sei stato tu, usa "Password dimenticata?" con il vecchio indirizzo o scrivici rispondendo a questa email.';
  return {
    to,
    subject: 'Indirizzo email cambiato - Riparami',
    text: `${hello}\n\n${body}\n\n${note}\n`,
    html: layout(
      'Indirizzo email cambiato',
      `<p>${escapeHtml(hello)}</p><p>${escapeHtml(body)}</p><p style="font-size:13px">${escapeHtml(note)}</p>`,
    ),
  };
}
