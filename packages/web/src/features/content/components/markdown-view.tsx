import { Anchor, Image, Table, Typography } from '@mantine/core';
import { useMemo } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import remarkGfm from 'remark-gfm';
import { usePublicConfig } from '@/shared/session/session';
import { fillPlaceholders } from '../lib/fill-placeholders';
import { isSitePath, safeContentUrl } from '../lib/safe-url';
import classes from './markdown-view.module.css';

/**
 * Markdown from staff as React elements (docs/decisions/0024-content.md): raw HTML is dropped,
 * never inserted (`skipHtml`, and nothing here uses innerHTML), and every link and image URL
 * passes `safeContentUrl`, so a `<script>` or a `javascript:` link stays inert. Site paths open
 * in the app; other links in a new tab without access to this one.
 */
const components: Components = {
  a: ({ href, children }) => {
    if (!href) return <span>{children}</span>;
    if (isSitePath(href)) {
      return (
        <Anchor component={Link} to={href}>
          {children}
        </Anchor>
      );
    }
    const isExternal = /^https?:/i.test(href);
    return (
      <Anchor href={href} {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {})}>
        {children}
      </Anchor>
    );
  },
  img: ({ src, alt }) =>
    typeof src === 'string' && src ? (
      <Image src={src} alt={alt ?? ''} radius="sm" maw="100%" w="auto" loading="lazy" component="img" />
    ) : null,
  table: ({ children }) => (
    <Table.ScrollContainer minWidth={480}>
      <Table withTableBorder withColumnBorders striped>
        {children}
      </Table>
    </Table.ScrollContainer>
  ),
};

// Ours instead of react-markdown's default, which is as strict but drops tel: ({phone}).
const transformUrl = (url: string) => safeContentUrl(url);
const plugins = [remarkGfm];

export function MarkdownView({ markdown }: { markdown: string }) {
  const config = usePublicConfig();
  const text = useMemo(
    () => fillPlaceholders(markdown, { phone: config?.support_phone, email: config?.support_email }),
    [markdown, config],
  );
  return (
    <Typography className={classes.markdown}>
      <Markdown remarkPlugins={plugins} components={components} urlTransform={transformUrl} skipHtml>
        {text}
      </Markdown>
    </Typography>
  );
}
