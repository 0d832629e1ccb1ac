import { z } from 'zod';

/**
 * A ticket's id: random, so that one user cannot guess another's. Its own file: the form, the
 * evidence and the passport recognition name a ticket, and the tickets' file reads the form's rules.
 */
export const ticketIdSchema = z.uuid();
