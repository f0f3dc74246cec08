import { allowedBrandRoutes } from '@socios/domain';
import { Navigate, useParams } from 'react-router';
import { useUserConfig } from '../../app/session/SessionProvider';
import { BRAND_PATHS } from './supplierContext';

/** /proveedores/{provId}/detalleMarca/{marcaId}: the brand's first page the user may open, else the supplier. */
export function BrandIndex() {
  const { provId, marcaId } = useParams();
  const first = allowedBrandRoutes(useUserConfig().Permisos, BRAND_PATHS)[0];
  return <Navigate replace to={first ? `/proveedores/${provId}/detalleMarca/${marcaId}/${first.path}` : `/proveedores/${provId}`} />;
}
