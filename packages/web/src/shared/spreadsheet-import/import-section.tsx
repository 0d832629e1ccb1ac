import { Paper, Stack, Title } from '@mantine/core';

interface ImportSectionProps {
  /** The heading's id, which also names the section. */
  titleId: string;
  title: string;
  /** For a panel whose heading takes the focus when it opens (the heading becomes focusable). */
  headingRef?: React.Ref<HTMLHeadingElement>;
  children: React.ReactNode;
}

/** A bordered section of the staff import pages: its h2, then the content. */
export function ImportSection({ titleId, title, headingRef, children }: ImportSectionProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={titleId} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
