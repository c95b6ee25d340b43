import type { AuditAction, RestorableType } from '@common/schemas/admin.ts';
import type { ReportReason, ReportStatus, ReportType } from '@common/schemas/reports.ts';

/**
 * The Italian texts of the admin panel and of reporting (SPEC §2, §8); SPEC's own ('Rendi Admin', 'Risolvi',
 * 'Impossibile aggiornare i permessi'…) are kept to the letter. The restricted page's texts stay in it.ts.
 */
export const adminText = {
  title: 'Admin Panel',
  subtitle: 'Statistiche, membri e moderazione della community',
  tabsLabel: 'Sezioni del pannello',
  tabs: {
    overview: 'Panoramica',
    users: 'Utenti',
    moderation: 'Moderazione',
    analytics: 'Analytics',
    audit: 'Registro',
  },
  retry: 'Riprova',
  loadMore: 'Carica altri',

  overview: {
    statsLabel: 'Statistiche della community',
    totalUsers: 'Utenti totali',
    postsToday: 'Post oggi',
    aiQueries: 'Query AI',
    reports: 'Segnalazioni',
    activeUsers: (n: number) => `${n} attivi negli ultimi 7\u00a0giorni`,
    totalContent: (posts: number, reels: number) => `${posts} post e ${reels} reel in totale`,
    aiQueriesHint: "Domande all'assistente AI",
    pendingReports: (n: number) => (n === 1 ? '1 in attesa' : `${n} in attesa`),
    quickActions: 'Azioni rapide',
    manageUsers: 'Gestisci utenti',
    manageUsersHint: 'Cerca i membri e gestisci gli amministratori',
    moderate: 'Modera contenuti',
    moderateHint: (n: number) =>
      n === 0
        ? 'Nessuna segnalazione in attesa'
        : n === 1
          ? '1 segnalazione da esaminare'
          : `${n} segnalazioni da esaminare`,
    viewAnalytics: 'Vedi analytics',
    viewAnalyticsHint: "Andamento degli ultimi 30\u00a0giorni e dell'assistente AI",
    viewAudit: 'Registro delle azioni',
    viewAuditHint: 'Chi ha fatto cosa, e quando',
    loadError: 'Impossibile caricare le statistiche',
  },

  users: {
    heading: 'Membri della community',
    searchLabel: 'Cerca utenti',
    searchPlaceholder: 'Cerca per nome o email...',
    makeAdmin: 'Rendi Admin',
    removeAdmin: 'Rimuovi Admin',
    makeAdminLabel: (name: string) => `Rendi Admin ${name}`,
    removeAdminLabel: (name: string) => `Rimuovi Admin ${name}`,
    adminBadge: 'Admin',
    you: 'Tu',
    selfHint: 'Non puoi rimuovere i tuoi permessi',
    notVerified: 'Email non verificata',
    posts: (n: number) => (n === 1 ? '1 post' : `${n} post`),
    lastActive: (ago: string) => `attivo ${ago}`,
    neverActive: 'mai attivo',
    joined: (date: string) => `iscritto il ${date}`,
    empty: 'Nessun utente trovato',
    emptyDescription: 'Prova con un altro nome o indirizzo email.',
    loadError: 'Impossibile caricare gli utenti',
    confirmMakeTitle: (name: string) => `Rendere ${name} amministratore?`,
    confirmMakeDescription:
      'Potrà vedere le email dei membri, gestire gli amministratori e moderare le segnalazioni.',
    confirmRemoveTitle: (name: string) => `Rimuovere ${name} dagli amministratori?`,
    confirmRemoveDescription: 'Non potrà più aprire il pannello di amministrazione né moderare i contenuti.',
    cancel: 'Annulla',
    promoted: (name: string) => `${name} ora è amministratore`,
    demoted: (name: string) => `${name} non è più amministratore`,
    updateError: 'Impossibile aggiornare i permessi',
  },

  moderation: {
    heading: 'Segnalazioni',
    filterLabel: 'Filtra per stato',
    filters: { pending: 'In attesa', resolved: 'Risolte', dismissed: 'Ignorate', all: 'Tutte' },
    status: { pending: 'In attesa', resolved: 'Risolta', dismissed: 'Ignorata' } satisfies Record<
      ReportStatus,
      string
    >,
    resolve: 'Risolvi',
    dismiss: 'Ignora',
    resolveLabel: (what: string) => `Risolvi la segnalazione: ${what}`,
    dismissLabel: (what: string) => `Ignora la segnalazione: ${what}`,
    confirmResolveTitle: 'Risolvere la segnalazione?',
    confirmResolveDescription: 'Il contenuto verrà nascosto e l’autore riceverà una notifica.',
    confirmResolveOtherDescription: 'La segnalazione verrà segnata come risolta.',
    cancel: 'Annulla',
    restore: 'Ripristina',
    restoreLabel: (what: string) => `Ripristina il contenuto: ${what}`,
    confirmRestoreTitle: 'Ripristinare il contenuto?',
    confirmRestoreDescription: 'Il contenuto tornerà visibile a tutti e l’autore riceverà una notifica.',
    restored: 'Contenuto ripristinato',
    restoredDescription: 'È di nuovo visibile e l’autore è stato avvisato.',
    restoreError: 'Impossibile ripristinare il contenuto',
    resolved: 'Segnalazione risolta',
    resolvedHidden: 'Il contenuto è stato nascosto e l’autore avvisato.',
    dismissed: 'Segnalazione ignorata',
    updateError: 'Impossibile aggiornare il report',
    empty: 'Nessuna segnalazione',
    emptyPending: 'Nessuna segnalazione in attesa',
    emptyDescription: 'Quando un membro segnala un contenuto, lo trovi qui.',
    loadError: 'Impossibile caricare le segnalazioni',
    reportedBy: 'Segnalato da',
    author: 'Autore',
    reviewedBy: (name: string) => `Gestita da ${name}`,
    viewContent: 'Vedi contenuto',
    contentDialog: 'Contenuto segnalato',
    contentUnavailable: 'Il contenuto è stato eliminato.',
    hidden: 'Nascosto',
    onPost: (title: string) => `Commento al post «${title}»`,
    otherTarget: (id: string) => `Riferimento: ${id}`,
    noDescription: 'Nessuna descrizione',
  },

  analytics: {
    aiHeading: 'Assistente AI (ultimi 30\u00a0giorni)',
    aiSuccess: 'Successo',
    aiAverage: 'Tempo medio',
    aiQueries: 'Query',
    noData: '—',
    // Under a second in milliseconds ('35 ms', never '0 s'), then seconds with one decimal ('1,2 s').
    seconds: (ms: number) =>
      ms < 1000
        ? `${Math.max(1, Math.round(ms)).toLocaleString('it-IT')}\u00a0ms`
        : `${(ms / 1000).toLocaleString('it-IT', { maximumFractionDigits: 1 })}\u00a0s`,
    percent: (value: number) => `${value.toLocaleString('it-IT', { maximumFractionDigits: 1 })}%`,
    seriesHeading: 'Ultimi 30\u00a0giorni',
    series: {
      posts: 'Post al giorno',
      reels: 'Reel al giorno',
      members: 'Nuovi membri al giorno',
      reports: 'Segnalazioni al giorno',
      aiQueries: 'Query AI al giorno',
    },
    total: (n: number) => `${n} in 30\u00a0giorni`,
    chartSummary: (label: string, total: number, max: number) =>
      `${label}: ${total} in 30\u00a0giorni, massimo ${max} in un giorno`,
    loadError: 'Impossibile caricare le analytics',
  },

  audit: {
    heading: 'Registro delle azioni',
    empty: 'Nessuna azione registrata',
    emptyDescription: 'Le azioni degli amministratori compariranno qui.',
    loadError: 'Impossibile caricare il registro',
    action: {
      'user.promoted': (actor: string, target: string) => `${actor} ha reso amministratore ${target}`,
      'user.demoted': (actor: string, target: string) => `${actor} ha rimosso ${target} dagli amministratori`,
      'report.resolved': (actor: string, target: string) => `${actor} ha risolto una segnalazione ${target}`,
      'report.dismissed': (actor: string, target: string) =>
        `${actor} ha ignorato una segnalazione ${target}`,
      'content.restored': (actor: string, target: string) => `${actor} ha ripristinato ${target}`,
    } satisfies Record<AuditAction, (actor: string, target: string) => string>,
    unknownTarget: 'un membro',
  },

  /** What was reported, as a label. */
  types: { post: 'Post', reel: 'Reel', comment: 'Commento', user: 'Utente', other: 'Altro' } satisfies Record<
    ReportType,
    string
  >,
  /** What a report was on, after 'una segnalazione' in the audit log. */
  typeOn: {
    post: 'sul post',
    reel: 'sul reel',
    comment: 'sul commento',
    user: "sull'utente",
    other: 'su un contenuto',
  } satisfies Record<ReportType, string>,
  /** What was restored, after 'ha ripristinato' in the audit log. */
  typeThe: { post: 'il post', reel: 'il reel', comment: 'il commento' } satisfies Record<
    RestorableType,
    string
  >,
};

/** The report reasons, shown in Italian (issue 20). */
export const reportReasons: Record<ReportReason, string> = {
  spam: 'Spam',
  offensive: 'Contenuto offensivo',
  dangerous: 'Contenuto pericoloso',
  scam: 'Truffa',
  other: 'Altro',
};

/** The 'Segnala' action and its dialog. */
export const reportText = {
  action: 'Segnala',
  actionLabel: (what: string) => `Segnala ${what}`,
  title: 'Segnala un contenuto',
  titleFor: {
    post: 'Segnala il post',
    reel: 'Segnala il reel',
    comment: 'Segnala il commento',
    user: "Segnala l'utente",
    other: 'Segnala',
  } satisfies Record<ReportType, string>,
  description: 'Dicci cosa non va: un amministratore esaminerà la segnalazione.',
  reasonLegend: 'Motivo',
  detailsLabel: 'Descrizione',
  detailsHint: '(facoltativa)',
  detailsPlaceholder: 'Aggiungi dettagli utili per chi modera...',
  counter: (n: number, max: number) => `${n}/${max} caratteri`,
  submit: 'Invia segnalazione',
  cancel: 'Annulla',
  sent: 'Segnalazione inviata',
  sentDescription: 'Grazie: un amministratore la esaminerà al più presto.',
  error: 'Impossibile inviare la segnalazione',
};
