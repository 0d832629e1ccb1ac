/** The incident URLs (SPEC §2), mirrored from app/paths because features never import app/. */
export const incidentPaths = {
  list: '/incidents',
  view: (id: number | string) => `/incidents/view/${id}`,
  edit: (id: number | string) => `/incidents/edit/${id}`,
  create: '/incidents/edit/new',
  notFound: '/404',
};
