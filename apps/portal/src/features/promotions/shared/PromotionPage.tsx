import { Page } from '@socios/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Crumbs } from '../../../app/shell/Crumbs';

/** Props of PromotionPage. */
export interface PromotionPageProps {
  /** The page's name, last in the trail (the shell's header shows it as the title). */
  title: string;
  children: ReactNode;
}

/** The frame of a promotions page: the trail back to 'Mis Promociones', then the page's blocks. */
export function PromotionPage({ title, children }: PromotionPageProps) {
  return (
    <Page>
      <Crumbs aria-label="Ruta">
        <ol>
          <li>
            <Link to="/promociones">Mis Promociones</Link>
          </li>
          <li aria-current="page">{title}</li>
        </ol>
      </Crumbs>
      {children}
    </Page>
  );
}
