import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { useRouteHandles, type Crumb } from '../route-handle';

/** Breadcrumbs main page > section > subsection, from the matched routes' handles. */
export function BreadcrumbsNav({ hideWhenSingle = false }: { hideWhenSingle?: boolean }) {
  const { t } = useTranslation();
  const handles = useRouteHandles().filter((handle) => handle.crumb);
  const crumbs: Crumb[] = [{ label: t('nav.main'), to: paths.home }];
  for (const handle of handles) {
    if (handle.to === paths.home) continue;
    crumbs.push({ label: t(handle.crumb ?? ''), to: handle.to });
  }
  if (hideWhenSingle && crumbs.length < 2) return null;
  return (
    <nav aria-label={t('layout.breadcrumbs')} style={{ minWidth: 0 }}>
      <Breadcrumbs separatorMargin={6} styles={{ root: { flexWrap: 'wrap', rowGap: 2 } }}>
        {crumbs.map((crumb, index) => {
          const isLast = index === crumbs.length - 1;
          if (isLast || !crumb.to) {
            return (
              <Text
                key={crumb.label}
                size="sm"
                c={isLast ? 'dark' : 'dimmed'}
                fw={isLast ? 600 : 400}
                aria-current={isLast ? 'page' : undefined}
                truncate
              >
                {crumb.label}
              </Text>
            );
          }
          return (
            <Anchor key={crumb.label} component={Link} to={crumb.to} size="sm">
              {crumb.label}
            </Anchor>
          );
        })}
      </Breadcrumbs>
    </nav>
  );
}
