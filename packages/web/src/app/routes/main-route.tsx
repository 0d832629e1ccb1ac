import { MainPage } from '@/features/analysis/pages/main-page';
import { NewsList } from '@/features/content/components/news-list';

/** `/` and `/dashboard`: the incident summary of analysis with the news of content (issue 12 §1). */
export function MainRoute() {
  return <MainPage news={<NewsList />} />;
}
