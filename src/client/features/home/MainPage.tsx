import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Header } from '../header/Header';
import { SearchRouteSync } from '../search/SearchRouteSync';

/** The search page. Before any search it shows the welcome box. */
export function MainPage() {
  const { t } = useTranslation();
  return (
    <div className="main-page">
      <SearchRouteSync />
      <Header />
      <main className="main-page__content">
        <Card className="welcome-box">
          <Typography.Title level={2}>{t('home.welcomeTitle')}</Typography.Title>
          <Typography.Paragraph>{t('home.welcomeText')}</Typography.Paragraph>
        </Card>
      </main>
    </div>
  );
}

export default MainPage;
