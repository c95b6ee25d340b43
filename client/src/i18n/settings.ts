/** The texts of 'Impostazioni profilo', password reset, e-mail confirmation and social sign-in (issue 21). */
export const settingsText = {
  title: 'Impostazioni profilo',
  back: 'Torna al profilo',
  saved: 'Modifiche salvate',
  error: 'Errore',
  genericError: 'Si è verificato un errore. Riprova più tardi.',

  profile: {
    title: 'Profilo',
    firstName: 'Nome',
    lastName: 'Cognome',
    bio: 'Biografia',
    edit: 'Modifica nome e biografia',
  },
  avatar: {
    title: 'Foto profilo',
    hint: 'JPG o PNG, massimo 5\u00a0MB. Scegli il riquadro da mostrare: la foto sarà quadrata.',
    choose: 'Scegli una foto',
    change: 'Cambia foto',
    remove: 'Rimuovi foto',
    zoom: 'Zoom',
    horizontal: 'Posizione orizzontale',
    vertical: 'Posizione verticale',
    save: 'Salva foto',
    cancel: 'Annulla',
    preview: 'Anteprima del ritaglio',
    saved: 'Foto profilo aggiornata',
    removed: 'Foto profilo rimossa',
    tooBig: 'La foto supera i 5\u00a0MB',
    wrongType: 'Sono accettate solo immagini JPG o PNG',
  },
  password: {
    title: 'Password',
    current: 'Password attuale',
    next: 'Nuova password',
    save: 'Cambia password',
    saved: 'Password aggiornata',
    noPassword:
      'Hai effettuato l’accesso con un provider esterno e non hai ancora una password. Usa “Password dimenticata?” dalla schermata di accesso per impostarne una.',
  },
  email: {
    title: 'Indirizzo email',
    current: (email: string) => `Indirizzo attuale: ${email}`,
    next: 'Nuovo indirizzo email',
    password: 'Password',
    save: 'Cambia email',
    sent: 'Controlla la nuova casella',
    hint: 'Ti invieremo un link al nuovo indirizzo: l’email cambierà solo dopo che lo avrai aperto.',
  },
  notifications: {
    title: 'Notifiche',
    hint: 'Scegli per quali attività vuoi ricevere una notifica.',
    types: {
      like: 'Mi piace ai tuoi post',
      comment: 'Commenti ai tuoi post',
      follow: 'Nuovi follower',
      message: 'Nuovi messaggi',
      other: 'Altre comunicazioni',
    },
  },
  sessions: {
    title: 'Dispositivi connessi',
    current: 'Questo dispositivo',
    since: (date: string) => `Accesso del ${date}`,
    lastSeen: (date: string) => `Ultima attività ${date}`,
    unknownDevice: 'Dispositivo sconosciuto',
    endOne: 'Esci',
    endOneLabel: (device: string) => `Esci da ${device}`,
    endedOne: 'Dispositivo disconnesso',
    endOthers: 'Esci da tutti i dispositivi',
    ended: (n: number) =>
      n === 0
        ? 'Nessun altro dispositivo era connesso'
        : n === 1
          ? 'Disconnesso 1 dispositivo'
          : `Disconnessi ${n} dispositivi`,
  },
  blocked: {
    title: 'Utenti bloccati',
    empty: 'Non hai bloccato nessuno.',
    hint: 'Chi blocchi non può scriverti, commentare i tuoi post, seguirti né inviarti notifiche, e non vedrete più i rispettivi contenuti.',
    unblock: 'Sblocca',
    unblocked: 'Utente sbloccato',
  },
  linked: {
    title: 'Account collegati',
    hint: 'Collega un provider per accedere anche con quello. Già collegato? Accedere di nuovo non cambia nulla.',
    link: (name: string) => `Collega ${name}`,
  },
  data: {
    title: 'I tuoi dati',
    download: 'Scarica i miei dati',
    downloadHint:
      'Un file ZIP con profilo, post, commenti, messaggi, reel e conversazioni con l’assistente AI in formato JSON, più le foto e i video che hai caricato.',
    delete: 'Elimina il mio account',
    deleteHint:
      'L’eliminazione è definitiva: profilo, post, reel, commenti, messaggi e file caricati vengono cancellati e non potranno essere recuperati.',
    confirmPassword: 'Conferma con la tua password',
    confirmEmail: 'Conferma scrivendo il tuo indirizzo email',
    confirmDelete: 'Elimina definitivamente',
    deleted: 'Account eliminato',
  },
} as const;

const plural = (n: number, one: string, many: string) => `${n}\u00a0${n === 1 ? one : many}`;

export const accountDeletedText = {
  title: 'Account eliminato',
  body: 'Il tuo account e tutti i tuoi dati sono stati eliminati. Ci dispiace vederti andare.',
  listLabel: 'Cosa è stato eliminato',
  items: {
    posts: (n: number) => plural(n, 'post', 'post'),
    comments: (n: number) => plural(n, 'commento', 'commenti'),
    reels: (n: number) => plural(n, 'reel', 'reel'),
    messages: (n: number) => plural(n, 'messaggio', 'messaggi'),
    aiConversations: (n: number) =>
      plural(n, 'conversazione con l’assistente', 'conversazioni con l’assistente'),
    files: (n: number) => plural(n, 'foto o video caricato', 'foto e video caricati'),
  },
  sessions: 'Sei stato disconnesso da tutti i dispositivi.',
  home: 'Torna alla home',
} as const;

export const resetText = {
  forgot: 'Password dimenticata?',
  forgotTitle: 'Reimposta la password',
  forgotDescription: 'Inserisci l’email del tuo account: ti invieremo un link per sceglierne una nuova.',
  email: 'Email',
  send: 'Invia link',
  sentTitle: 'Email inviata!',
  pageTitle: 'Scegli una nuova password',
  pageDescription: 'La nuova password vale subito; per sicurezza verrai disconnesso da tutti i dispositivi.',
  newPassword: 'Nuova password',
  save: 'Salva password',
  doneTitle: 'Password aggiornata',
  toLogin: 'Vai all’accesso',
  missingToken: 'Link non valido: manca il codice di reimpostazione.',
  checking: 'Controllo del link…',
  askNew: 'Chiedi un nuovo link',
} as const;

export const confirmEmailText = {
  title: 'Conferma nuovo indirizzo',
  loading: 'Conferma in corso…',
  doneTitle: 'Indirizzo aggiornato',
  errorTitle: 'Impossibile confermare l’indirizzo',
  missingToken: 'Link non valido: manca il codice di conferma.',
  home: 'Torna alla home',
} as const;

export const providerText = {
  notEnabled: (name: string) => `L’accesso con ${name} non è abilitato su questo server.`,
  notEnabledTitle: 'Provider non abilitato',
  oidc: 'Continua con il provider aziendale',
  failures: {
    disabled: 'Questo provider di accesso non è abilitato.',
    state: 'La sessione di accesso è scaduta o non è valida: riprova.',
    failed: 'Il provider non ha confermato l’accesso: riprova.',
    unverified: 'Il provider non ha confermato il tuo indirizzo email: accedi con email e password.',
    exists:
      'Esiste già un account con questa email: accedi con email e password, poi collega il provider dalle impostazioni.',
  },
  failureTitle: 'Accesso non riuscito',
} as const;

export const cookieText = {
  message:
    'Riparami usa solo cookie tecnici, necessari per l’accesso e la sicurezza. Nessun cookie di profilazione o pubblicità.',
  more: 'Informativa privacy',
} as const;

export const blockText = {
  block: (name: string) => `Blocca ${name}`,
  unblock: (name: string) => `Sblocca ${name}`,
  unblockShort: 'Sblocca',
  /** On the profile and in the chat of a member one blocked, or who blocked one (issue 27). */
  youBlocked: 'Hai bloccato questo utente.',
  youBlockedHint: 'Non vedete i rispettivi contenuti e non potete scrivervi.',
  blockedYou: 'Non puoi interagire con questo utente.',
  cannotReply: 'Non puoi rispondere a questa conversazione.',
  confirmTitle: (name: string) => `Bloccare ${name}?`,
  confirmDescription:
    'Non potrà più scriverti, commentare i tuoi post, seguirti né inviarti notifiche, e non vedrete più i rispettivi post. Puoi sbloccarlo dalle impostazioni.',
  confirm: 'Blocca',
  cancel: 'Annulla',
  blocked: (name: string) => `Hai bloccato ${name}`,
  unblocked: (name: string) => `Hai sbloccato ${name}`,
} as const;
