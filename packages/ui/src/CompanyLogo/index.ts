export { CompanyLogo, type CompanyLogoProps } from './CompanyLogo';
