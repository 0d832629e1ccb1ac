import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, okSchema, pageQuerySchema } from '@cargo-sentry/contracts/shared/common';
import { incidentFilterQuery, incidentFilterSchema } from '@cargo-sentry/contracts/incidents/incident-filter';
import {
  exportQuerySchema,
  incidentAdminReferencesSchema,
  incidentCoordinatesSchema,
  incidentListSchema,
  incidentReferencesSchema,
  incidentSchema,
  incidentSummarySchema,
  incidentWriteSchema,
  mapClustersQuerySchema,
  mapClustersSchema,
  searchHelperQuerySchema,
  searchHelperSchema,
} from '@cargo-sentry/contracts/incidents/incidents';
import { currentUser } from '../../platform/permissions';
import { notifyIncidentsCreated } from '../notifications/service';
import { createIncident, deleteIncident, updateIncident } from './admin';
import { exportFileName, openIncidentExport } from './export';
import { adminReferences } from './references';
import {
  getCoordinates,
  getIncident,
  getMapClusters,
  getSummary,
  listIncidents,
  searchHelper,
  type AnswerSource,
} from './service';

const tags = ['incidents'];
const user = { permission: 'user' as const };
/** Incident reads an API key may call too (issue 11 §2); the spreadsheet export is for people. */
const userOrKey = { permission: 'user' as const, apiKey: true };
const staff = { permission: 'staff' as const };
/** Reads over the whole index wait for an analysis slot (platform/admission.ts). */
const analysis = { ...userOrKey, admission: 'analysis' as const };
/** List and summary answer from SQL while the index is behind the request's data version (decision 0044). */
const sourceOf = (request: FastifyRequest): AnswerSource => (request.isIndexBehind ? 'database' : 'index');
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** docs/product.md#incident-calls incident and incident_admin calls, plus `map_clusters` (server-side map clustering). */
export const incidentRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.incidents;
  const base = `/${app.config.product}/incident`;
  const admin = `/${app.config.product}/incident_admin`;

  app.get(
    base,
    {
      config: analysis,
      schema: {
        tags,
        querystring: incidentFilterQuery(pageQuerySchema.shape),
        response: { 200: incidentListSchema },
      },
    },
    (request) => listIncidents(ctx, currentUser(request), request.query, request.query, request.url, sourceOf(request)),
  );

  app.get(
    `${base}/get_summary`,
    {
      config: analysis,
      schema: { tags, querystring: incidentFilterSchema, response: { 200: incidentSummarySchema } },
    },
    (request) => getSummary(ctx, currentUser(request), request.query, sourceOf(request)),
  );

  app.get(
    `${base}/get_all_coordinates`,
    {
      config: analysis,
      schema: { tags, querystring: incidentFilterSchema, response: { 200: incidentCoordinatesSchema } },
    },
    (request) => getCoordinates(ctx, currentUser(request), request.query),
  );

  app.get(
    `${base}/map_clusters`,
    {
      config: analysis,
      schema: {
        tags,
        querystring: incidentFilterQuery(mapClustersQuerySchema.shape),
        response: { 200: mapClustersSchema },
      },
    },
    (request) => getMapClusters(ctx, currentUser(request), request.query, request.query),
  );

  app.get(
    `${base}/get_references`,
    { config: userOrKey, schema: { tags, response: { 200: incidentReferencesSchema } } },
    () => ctx.references.lists,
  );

  app.get(
    `${base}/search_helper`,
    {
      config: userOrKey,
      schema: { tags, querystring: searchHelperQuerySchema, response: { 200: searchHelperSchema } },
    },
    (request) => searchHelper(ctx, currentUser(request), request.query.q),
  );

  app.get(
    `${base}/export_excel`,
    {
      config: { ...user, personalData: 'incident_export' },
      schema: { tags, querystring: incidentFilterQuery(exportQuerySchema.shape) },
    },
    (request, reply) => {
      const stream = openIncidentExport(ctx, currentUser(request), request.query, request.query.lang, (error) =>
        request.log.error({ err: error }, 'incident export failed'),
      );
      return reply
        .type(xlsxType)
        .header('content-disposition', `attachment; filename="${exportFileName()}"`)
        .send(stream);
    },
  );

  app.get(
    `${base}/:id`,
    { config: userOrKey, schema: { tags, params: idParamSchema, response: { 200: incidentSchema } } },
    (request) => getIncident(ctx, currentUser(request), request.params.id),
  );

  app.get(
    `${admin}/get_references`,
    { config: staff, schema: { tags, response: { 200: incidentAdminReferencesSchema } } },
    () => adminReferences(ctx.references),
  );

  app.post(
    admin,
    { config: staff, schema: { tags, body: incidentWriteSchema, response: { 201: incidentSchema } } },
    async (request, reply) => {
      const incident = await createIncident(ctx, currentUser(request), request.body);
      // Saved-filter alerts (issue 12 §3) run on the job queue.
      await notifyIncidentsCreated(app, [incident.id]);
      return reply.status(201).send(incident);
    },
  );

  app.put(
    `${admin}/:id`,
    {
      config: staff,
      schema: { tags, params: idParamSchema, body: incidentWriteSchema, response: { 200: incidentSchema } },
    },
    (request) => updateIncident(ctx, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    `${admin}/:id`,
    { config: staff, schema: { tags, params: idParamSchema, response: { 200: okSchema } } },
    async (request) => {
      await deleteIncident(ctx, currentUser(request), request.params.id);
      return { detail: 'deleted' };
    },
  );
};
