import { Anchor, Grid, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { usePublicConfig } from '@/shared/session/session';
import { PageTitle } from '@/shared/ui/page-title';
import { FeedbackForm } from '../components/feedback-form';
import { InfoSection } from '../components/info-section';

/** /support: the support phone and e-mail, the `contacts` page, and the feedback form (SPEC §1). */
export function SupportPage() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  return (
    <>
      <PageTitle>{t('content.support_title')}</PageTitle>
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
              <Stack gap="sm">
                {config?.support_phone ? (
                  <Group gap="sm" wrap="nowrap">
                    <ThemeIcon variant="light" size="lg" radius="xl" aria-hidden>
                      <IconPhone size={18} />
                    </ThemeIcon>
                    <div>
                      <Text size="xs" c="dimmed">
                        {t('content.support.phone')}
                      </Text>
                      <Anchor href={`tel:${config.support_phone.replace(/[^\d+]/g, '')}`} fw={700} fz="lg">
                        {config.support_phone}
                      </Anchor>
                    </div>
                  </Group>
                ) : null}
                {config?.support_email ? (
                  <Group gap="sm" wrap="nowrap">
                    <ThemeIcon variant="light" size="lg" radius="xl" aria-hidden>
                      <IconMail size={18} />
                    </ThemeIcon>
                    <div style={{ minWidth: 0 }}>
                      <Text size="xs" c="dimmed">
                        {t('content.support.email')}
                      </Text>
                      <Anchor href={`mailto:${config.support_email}`} fw={600} style={{ wordBreak: 'break-all' }}>
                        {config.support_email}
                      </Anchor>
                    </div>
                  </Group>
                ) : null}
              </Stack>
            </Paper>
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
