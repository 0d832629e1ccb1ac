import { Title } from '@mantine/core';
import { useDocumentTitle } from './use-document-title';

/** The one h1 of a page; also names the browser tab. `lang` when the title is data in another language (a name). */
export function PageTitle({ children, lang }: { children: string; lang?: string }) {
  useDocumentTitle(children);
  return (
    <Title order={1} fz={{ base: 22, sm: 26 }} mb="md" lang={lang}>
      {children}
    </Title>
  );
}
