import { z } from 'zod';

// Validation messages not written by hand in a schema come out in Italian too.
z.config(z.locales.it());

export { z };
