import { z } from 'zod';
import { deliverNotificationMail, notificationMailJob, type NotifyContext } from './mail-fanout';
import { alertOnNewIncidents, filterDigestsJob, incidentAlertsJob, sendDueFilterAlerts } from './filter-alerts';
import type { Jobs } from '../../platform/jobs';

const mailPayload = z.object({ notificationId: z.number().int().positive() });
const alertsPayload = z.object({ ids: z.array(z.number().int().positive()).max(10_000) });

/**
 * The queue workers of notifications: e-mail copies, alerts on new incidents, and the digests of
 * matches held back by the one-alert-per-hour rule, looked for once per `digestSweepSeconds`
 * across all processes (issue 24 §5).
 */
export async function defineNotificationJobs(
  ctx: NotifyContext & { jobs: Jobs },
  digestSweepSeconds: number,
): Promise<void> {
  await ctx.jobs.define(notificationMailJob, (payload) =>
    deliverNotificationMail(ctx, mailPayload.parse(payload).notificationId),
  );
  await ctx.jobs.define(incidentAlertsJob, async (payload) => ({
    alerts: (await alertOnNewIncidents(ctx, alertsPayload.parse(payload).ids)).length,
  }));
  await ctx.jobs.every(filterDigestsJob, digestSweepSeconds, async () => ({
    alerts: (await sendDueFilterAlerts(ctx)).length,
  }));
}
