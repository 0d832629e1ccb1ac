import type { APIRequestContext } from '@playwright/test';
import { fetchTokens } from './api';

interface DemoIncident {
  id: number;
  vehicle_plate: string;
}

/** A demo incident that carries a vehicle plate, read through the API with a staff token. */
export async function incidentWithPlate(request: APIRequestContext): Promise<DemoIncident> {
  const { access } = await fetchTokens(request, 'admin');
  const response = await request.get('/api/v1/cargo/incident', {
    params: { page_size: 200 },
    headers: { Authorization: `Bearer ${access}` },
  });
  const { results } = (await response.json()) as { results: DemoIncident[] };
  const incident = results.find((item) => item.vehicle_plate);
  if (!incident) throw new Error('no demo incident carries a vehicle plate');
  return incident;
}
