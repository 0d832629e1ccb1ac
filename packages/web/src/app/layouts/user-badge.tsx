import type { CurrentUser } from '@cargo-sentry/contracts/auth/auth';
import { Avatar, Box, Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { DataText, langOf } from '@/shared/ui/data-text';

export function initialsOf(user: Pick<CurrentUser, 'first_name' | 'last_name' | 'username'>): string {
  const letters = `${user.first_name.trim().charAt(0)}${user.last_name.trim().charAt(0)}`;
  return (letters || user.username.charAt(0)).toUpperCase();
}

/** Initials, full name and company; links to the user's settings (docs/product.md#layouts). */
export function UserBadge({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const fullName = `${user.first_name} ${user.last_name}`.trim() || user.username;
  return (
    <UnstyledButton
      component={Link}
      to={paths.settingsProfile}
      aria-label={`${t('layout.open_settings')}: ${fullName}`}
      p={4}
      style={{ borderRadius: 8 }}
      data-testid="user-badge"
    >
      <Group gap="xs" wrap="nowrap">
        <Avatar color="brand" radius="xl" size={36} aria-hidden>
          <DataText value={initialsOf(user)} />
        </Avatar>
        <Box visibleFrom="md" maw={200}>
          <Text size="sm" fw={600} lh={1.2} truncate lang={langOf(fullName)}>
            {fullName}
          </Text>
          <Text size="xs" c="dimmed" lh={1.2} truncate lang={langOf(user.company)}>
            {user.company}
          </Text>
        </Box>
      </Group>
    </UnstyledButton>
  );
}
