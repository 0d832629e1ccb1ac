import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import type { BackgroundTasks } from '../../platform/background';
import type { Mailer } from '../../platform/mail';
import { feedbackMail } from '../../platform/mail-texts';
import * as repo from './repo';

export interface FeedbackContext {
  database: Database;
  config: Config;
  mailer: Mailer;
  background: BackgroundTasks;
}

/** Keeps the message and mails support; a mail failure is logged, the message is already stored. */
export async function sendFeedback(ctx: FeedbackContext, user: UserRow, text: string): Promise<void> {
  await repo.insertFeedback(ctx.database.db, { userId: user.id, text });
  const mail = feedbackMail(user, text);
  ctx.background.run('feedback-mail', () => ctx.mailer.send({ to: ctx.config.supportEmail, ...mail }));
}
