/**
 * Icon (spec 000 §3 "icon": type, color, font_weight): renders a named icon with `lucide-react`;
 * brand glyphs (facebook, instagram, linkedin, youtube, x/twitter, tiktok) are drawn here because
 * lucide ships none. Decorative by default (`aria-hidden`); pass `label` for a meaningful icon.
 */
import type { ComponentType, SVGProps } from 'react';
import {
  ArrowLeft,
  ArrowRight,
  ArrowUpRight,
  Bath,
  BedDouble,
  Building2,
  Calendar,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ChevronUp,
  Clock,
  Download,
  ExternalLink,
  Globe,
  Heart,
  House,
  Info,
  LoaderCircle,
  Mail,
  MapPin,
  Menu,
  Printer,
  MessageSquareText,
  Phone,
  Plus,
  RefreshCw,
  Search,
  Share2,
  Smartphone,
  Star,
  TriangleAlert,
  User,
  Users,
  X,
  type LucideProps,
} from 'lucide-react';
import type { IconValue } from '../../schema/content';
import styles from './Icon.module.css';

type Glyph = ComponentType<LucideProps>;

/** Simple brand glyph drawn with `currentColor` (24×24 view box). */
function brand(path: string): Glyph {
  const BrandGlyph = ({ size = 24, strokeWidth: _s, absoluteStrokeWidth: _a, ...rest }: LucideProps) => (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      {...(rest as SVGProps<SVGSVGElement>)}
    >
      <path d={path} />
    </svg>
  );
  return BrandGlyph;
}

const Facebook = brand(
  'M13.5 21.95V14.2h2.6l.4-3.05h-3V9.2c0-.88.25-1.48 1.5-1.48h1.6V5a21 21 0 0 0-2.33-.12c-2.31 0-3.89 1.41-3.89 4v2.27H7.77v3.05h2.61v7.75A10 10 0 1 1 13.5 21.95Z',
);
const Instagram = brand(
  'M12 3c2.44 0 2.75.01 3.71.05 2.44.11 3.58 1.27 3.69 3.69.04.96.05 1.25.05 3.71v3.1c0 2.45-.01 2.75-.05 3.71-.11 2.42-1.25 3.58-3.69 3.69-.96.04-1.25.05-3.71.05s-2.75-.01-3.71-.05c-2.44-.11-3.58-1.27-3.69-3.69C4.56 16.3 4.55 16 4.55 13.55v-3.1c0-2.46.01-2.75.05-3.71.11-2.42 1.25-3.58 3.69-3.69C9.25 3.01 9.55 3 12 3Zm0 1.6c-2.4 0-2.69.01-3.63.05-1.67.08-2.45.87-2.53 2.53-.04.94-.05 1.23-.05 3.63v2.38c0 2.4.01 2.69.05 3.63.08 1.66.86 2.45 2.53 2.53.94.04 1.23.05 3.63.05s2.69-.01 3.63-.05c1.67-.08 2.45-.87 2.53-2.53.04-.94.05-1.23.05-3.63v-2.38c0-2.4-.01-2.69-.05-3.63-.08-1.66-.86-2.45-2.53-2.53-.94-.04-1.23-.05-3.63-.05Zm0 3.33a4.07 4.07 0 1 1 0 8.14 4.07 4.07 0 0 1 0-8.14Zm0 1.6a2.47 2.47 0 1 0 0 4.94 2.47 2.47 0 0 0 0-4.94Zm4.25-2.75a.95.95 0 1 1 0 1.9.95.95 0 0 1 0-1.9Z',
);
const Linkedin = brand(
  'M19.5 3h-15A1.5 1.5 0 0 0 3 4.5v15A1.5 1.5 0 0 0 4.5 21h15a1.5 1.5 0 0 0 1.5-1.5v-15A1.5 1.5 0 0 0 19.5 3ZM8.34 18.34H5.67V9.75h2.67v8.59ZM7 8.58a1.55 1.55 0 1 1 0-3.1 1.55 1.55 0 0 1 0 3.1Zm11.34 9.76h-2.67v-4.18c0-1 0-2.28-1.39-2.28s-1.6 1.09-1.6 2.21v4.25h-2.67V9.75h2.56v1.17h.04a2.8 2.8 0 0 1 2.53-1.39c2.7 0 3.2 1.78 3.2 4.09v4.72Z',
);
const Youtube = brand(
  'M21.58 7.19a2.5 2.5 0 0 0-1.76-1.77C18.25 5 12 5 12 5s-6.25 0-7.82.42a2.5 2.5 0 0 0-1.76 1.77A26 26 0 0 0 2 12a26 26 0 0 0 .42 4.81 2.5 2.5 0 0 0 1.76 1.77C5.75 19 12 19 12 19s6.25 0 7.82-.42a2.5 2.5 0 0 0 1.76-1.77A26 26 0 0 0 22 12a26 26 0 0 0-.42-4.81ZM10 15V9l5.2 3L10 15Z',
);
const XBrand = brand(
  'M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.37 5.77L17.75 3Zm-1.08 16.2h1.7L7.4 4.73H5.58L16.67 19.2Z',
);
const Tiktok = brand(
  'M16.6 5.82A4.28 4.28 0 0 1 15.54 3h-3.09v12.4a2.59 2.59 0 1 1-2.59-2.59c.27 0 .53.04.77.12V9.78a5.7 5.7 0 0 0-.77-.05 5.68 5.68 0 1 0 5.68 5.68V9.01a7.35 7.35 0 0 0 4.3 1.38V7.3a4.28 4.28 0 0 1-3.24-1.48Z',
);

/**
 * Icon names accepted in `icon.type` and `link.icon.type`. Aliases cover the CMS's historical names
 * (e.g. `envelope`, `location`, `warning`).
 */
export const ICONS: Record<string, Glyph> = {
  phone: Phone,
  mobile: Smartphone,
  smartphone: Smartphone,
  mail: Mail,
  email: Mail,
  envelope: Mail,
  'map-pin': MapPin,
  location: MapPin,
  address: MapPin,
  facebook: Facebook,
  instagram: Instagram,
  linkedin: Linkedin,
  youtube: Youtube,
  x: XBrand,
  twitter: XBrand,
  tiktok: Tiktok,
  clock: Clock,
  'warning-triangle': TriangleAlert,
  warning: TriangleAlert,
  spinner: LoaderCircle,
  home: House,
  house: House,
  refresh: RefreshCw,
  'arrow-right': ArrowRight,
  'arrow-left': ArrowLeft,
  'arrow-up-right': ArrowUpRight,
  'external-link': ExternalLink,
  'chevron-down': ChevronDown,
  'chevron-up': ChevronUp,
  'chevron-left': ChevronLeft,
  'chevron-right': ChevronRight,
  menu: Menu,
  close: X,
  sms: MessageSquareText,
  message: MessageSquareText,
  globe: Globe,
  search: Search,
  user: User,
  users: Users,
  building: Building2,
  office: Building2,
  calendar: Calendar,
  check: Check,
  info: Info,
  star: Star,
  heart: Heart,
  plus: Plus,
  share: Share2,
  download: Download,
  printer: Printer,
  print: Printer,
  bed: BedDouble,
  bath: Bath,
};

const STROKE: Record<string, number> = { light: 1.25, regular: 1.75, bold: 2.5, solid: 2.5 };

export interface IconProps {
  /** An `icon` value, or just an icon name. */
  value: IconValue | { type: string; color?: string; font_weight?: IconValue['font_weight'] } | string | null | undefined;
  /** Size in px (default 20). */
  size?: number;
  /** Accessible name; without it the icon is decorative (`aria-hidden`). */
  label?: string;
  className?: string;
}

/** Renders the icon, or nothing when the name is unknown (with a console warning). */
export function Icon({ value, size = 20, label, className }: IconProps) {
  if (!value) return null;
  const spec = typeof value === 'string' ? { type: value } : value;
  const name = spec.type.trim().toLowerCase();
  const Glyph = ICONS[name];
  if (!Glyph) {
    console.warn('unknown icon type', spec.type);
    return null;
  }
  const weight = 'font_weight' in spec && spec.font_weight ? spec.font_weight : 'regular';
  const color = 'color' in spec ? spec.color : undefined;
  const classes = [styles.icon, name === 'spinner' ? styles.spin : '', className].filter(Boolean).join(' ');
  return (
    <Glyph
      size={size}
      strokeWidth={STROKE[weight] ?? 1.75}
      className={classes}
      style={color ? { color } : undefined}
      data-icon={name}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}
