import { type Icon, SvgIcon } from './SvgIcon';

export const MenuIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </SvgIcon>
);

export const CloseIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <path d="M6 6l12 12M18 6L6 18" />
  </SvgIcon>
);

export const ChevronLeftIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <path d="M15 6l-6 6 6 6" />
  </SvgIcon>
);

export const ChevronRightIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <path d="M9 6l6 6-6 6" />
  </SvgIcon>
);

export const ChevronDownIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <path d="M6 9l6 6 6-6" />
  </SvgIcon>
);

export const CheckIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <path d="M5 12l5 5 9-10" />
  </SvgIcon>
);

export const MinusIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <path d="M6 12h12" />
  </SvgIcon>
);

export const PlusIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <path d="M12 5v14M5 12h14" />
  </SvgIcon>
);

export const SearchIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <circle cx="11" cy="11" r="6" />
    <path d="M20 20l-4.5-4.5" />
  </SvgIcon>
);

export const EyeIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </SvgIcon>
);

export const EyeOffIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <path d="M10.6 5.1A10.8 10.8 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.2M6.6 6.6C3.8 8.4 2 12 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
  </SvgIcon>
);

export const AlertIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <path d="M12 3l10 18H2L12 3z" />
    <path d="M12 10v4M12 17.5v.5" />
  </SvgIcon>
);

export const InfoIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v6M12 7.5v.5" />
  </SvgIcon>
);

export const NewsIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <rect x="3" y="4" width="15" height="16" rx="2" />
    <path d="M18 8h3v10a2 2 0 0 1-2 2M7 8h7M7 12h7M7 16h4" />
  </SvgIcon>
);

export const DocumentIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9l-6-6z" />
    <path d="M14 3v6h6M8 13h8M8 17h5" />
  </SvgIcon>
);

export const FolderIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <path d="M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7z" />
  </SvgIcon>
);

export const ShareIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <path d="M4 12l16-8-6 16-3-7-7-1z" />
  </SvgIcon>
);

export const ChartIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <path d="M4 20V4M4 20h16M8 16v-5M12 16V8M16 16v-3" />
  </SvgIcon>
);

export const UsersIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14.5a6.5 6.5 0 0 1 3.5 5.5" />
  </SvgIcon>
);

export const HandshakeIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <path d="M2 11l4-4 4 2 3-2 4 1 5 4M6 7v6l5 5a1.5 1.5 0 0 0 2-2M13 18a1.5 1.5 0 0 0 2-2l-3-3M15 16a1.5 1.5 0 0 0 2-2l-3-3M22 11l-4 3" />
  </SvgIcon>
);

export const TruckIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <path d="M2 6h12v10H2zM14 9h4l4 4v3h-8z" />
    <circle cx="6" cy="18" r="2" />
    <circle cx="18" cy="18" r="2" />
  </SvgIcon>
);

export const RefreshIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <path d="M20 11a8 8 0 0 0-14.6-4.5L4 8M4 4v4h4M4 13a8 8 0 0 0 14.6 4.5L20 16M20 20v-4h-4" />
  </SvgIcon>
);

export const TagIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <path d="M3 12V4h8l10 10-8 8L3 12z" />
    <circle cx="7.5" cy="8.5" r="1.5" />
  </SvgIcon>
);

export const TireIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="4" />
    <path d="M12 3v5M12 16v5M3 12h5M16 12h5" />
  </SvgIcon>
);

export const OilIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <path d="M12 3s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11zM9.5 14.5a2.5 2.5 0 0 0 2.5 2.5" />
  </SvgIcon>
);

export const BatteryIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <rect x="3" y="7" width="18" height="12" rx="2" />
    <path d="M7 4v3M17 4v3M6.5 13h3M15 11.5v3M13.5 13h3" />
  </SvgIcon>
);

export const UserIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </SvgIcon>
);

export const ContactsIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <rect x="4" y="3" width="16" height="18" rx="2" />
    <circle cx="12" cy="10" r="2.5" />
    <path d="M8 17a4 4 0 0 1 8 0M2 7h2M2 12h2M2 17h2" />
  </SvgIcon>
);

export const LogoutIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <path d="M9 4H5a1 1 0 0 0-1 1v14a1 1 0 0 0 1 1h4M16 16l4-4-4-4M20 12H9" />
  </SvgIcon>
);

export const KeyIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <circle cx="8" cy="15" r="4" />
    <path d="M11 12l9-9M17 6l3 3M14 9l2 2" />
  </SvgIcon>
);

export const BellIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4l2-2zM10 20a2 2 0 0 0 4 0" />
  </SvgIcon>
);

export const InboxIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <path d="M3 13l3-8h12l3 8v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-6zM3 13h5l1 3h6l1-3h5" />
  </SvgIcon>
);

export const TrashIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </SvgIcon>
);

export const EditIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <path d="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4" />
  </SvgIcon>
);

export const DownloadIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <path d="M12 4v11M7 10l5 5 5-5M4 20h16" />
  </SvgIcon>
);

export const StarIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <path d="M12 3l2.8 5.8 6.2.9-4.5 4.4 1 6.3L12 17.5 6.5 20.4l1-6.3L3 9.7l6.2-.9L12 3z" />
  </SvgIcon>
);

export const WorkshopIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <path d="M3 21V9l9-5 9 5v12" />
    <path d="M7 21v-7h10v7M7 17h10" />
  </SvgIcon>
);

export const ImageIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="M21 16l-5-5-9 9" />
  </SvgIcon>
);

export const MailIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </SvgIcon>
);
