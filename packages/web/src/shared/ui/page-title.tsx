import { Title } from '@mantine/core';
import { useDocumentTitle } from './use-document-title';

/** The one h1 of a page; also names the browser tab. */
export function PageTitle({ children }: { children: string }) {
  useDocumentTitle(children);
  return (
    <Title order={1} fz={{ base: 22, sm: 26 }} mb="md">
      {children}
    </Title>
  );
}
