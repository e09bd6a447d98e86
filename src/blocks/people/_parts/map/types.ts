/**
 * Contract of the offices map (spec 001 §4 "Offices map", §9 "Maps"): one circle marker per office
 * (the listings map's marker style), the popup of the active office, the view fitted to every
 * marker and then to the active office.
 */
import type { OfficeEntry } from '../offices';

export interface OfficesMapProps {
  /** Offices with coordinates (others are left off the map). */
  offices: OfficeEntry[];
  /** Accessible name of the map region. */
  label: string;
  /** The active office's key: its popup opens and the map centres on it; null: every office in view. */
  activeKey: string | null;
  /** The hovered office's key (list or marker): its marker is darkened. */
  hoveredKey: string | null;
  /** A marker was clicked or activated by keyboard, or its popup took focus. */
  onActivate: (key: string) => void;
  /** The pointer entered (key) or left (null) a marker. */
  onHover: (key: string | null) => void;
  /** Marker colour (CSS colour); default the theme's primary colour. */
  markerColor?: string;
  className?: string;
}
