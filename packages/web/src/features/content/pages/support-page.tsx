import { Anchor, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { PageTitle } from '@/shared/ui/page-title';
import { FeedbackForm } from '../components/feedback-form';
import { InfoSection } from '../components/info-section';

/**
 * /support: the `contacts` page (its {phone} and {email} are the configured support phone and
 * e-mail, as links) and the feedback form (docs/product.md#feedback).
 */
export function SupportPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('content.support_title')}</PageTitle>
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <InfoSection name="contacts" headingId="contacts-title" />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper
            withBorder
            radius="md"
            p={{ base: 'md', sm: 'lg' }}
            component="section"
            aria-labelledby="feedback-title"
          >
            <Title order={2} fz="lg" id="feedback-title">
              {t('content.support.form_title')}
            </Title>
            <Text size="sm" c="dimmed" mb="md">
              {t('content.support.form_hint')}
            </Text>
            <FeedbackForm />
            <Anchor component={Link} to={paths.faq} size="sm" mt="md" display="inline-block">
              {t('content.faq_title')}
            </Anchor>
          </Paper>
        </Grid.Col>
      </Grid>
    </>
  );
}
