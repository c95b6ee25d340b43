/** Texts of the search screen (issue 28). */
export const searchText = {
  title: 'Cerca',
  label: 'Cerca nella community',
  placeholder: 'Cerca problemi, soluzioni, persone…',
  clear: 'Cancella la ricerca',
  back: 'Torna indietro',
  tabs: { all: 'Tutto', posts: 'Post', people: 'Persone' },
  categoriesLabel: 'Filtra i risultati per categoria',
  anyCategory: 'Tutte',
  recent: 'Ricerche recenti',
  clearRecent: 'Cancella cronologia',
  removeRecent: (q: string) => `Rimuovi «${q}» dalle ricerche recenti`,
  startTitle: 'Cerca nella community',
  startDescription:
    'Scrivi un guasto, un dispositivo o il nome di un membro: forse qualcuno l’ha già risolto.',
  tooShort: 'Scrivi almeno 2 caratteri',
  noResultsTitle: 'Nessun risultato',
  noResultsDescription: (q: string) => `Nessun post o membro corrisponde a «${q}». Prova con altre parole.`,
  error: 'Impossibile completare la ricerca',
  retry: 'Riprova',
  people: 'Persone',
  posts: 'Post',
  loadMore: 'Mostra altri risultati',
  loading: 'Ricerca in corso…',
  resultsFor: (count: number, q: string) =>
    count === 1 ? `1 risultato per «${q}»` : `${count} risultati per «${q}»`,
  followers: (n: number) => (n === 1 ? '1 follower' : `${n} follower`),
};
