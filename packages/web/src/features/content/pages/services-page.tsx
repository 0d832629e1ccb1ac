import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InfoPageView } from '../components/info-page-view';
import { InfoSection } from '../components/info-section';
import { ServiceCards } from '../components/service-cards';

/** /services: the offered services (consulting and routes coming soon, docs/product.md#services), then about the product. */
export function ServicesPage() {
  const { t } = useTranslation();
  return (
    <InfoPageView name="services" fallbackTitle={t('content.services_title')} hasSections>
      {(_page, body) => (
        <Stack gap="xl">
          <div>
            <ServiceCards markdown={body} />
          </div>
          <InfoSection name="about" headingId="about-title" />
        </Stack>
      )}
    </InfoPageView>
  );
}
