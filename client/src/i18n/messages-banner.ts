/** The in-app banner of a message that arrives on another screen (issue 27). */
export const bannerText = {
  someone: 'Nuovo messaggio',
  open: (name: string) => `Apri la chat con ${name}`,
  close: 'Chiudi',
} as const;
