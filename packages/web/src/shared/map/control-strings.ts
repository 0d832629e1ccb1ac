import type { TFunction } from 'i18next';

/**
 * MapLibre's built-in UI strings (control tooltips and aria-labels, popup close button, canvas
 * name), keyed as MapLibre's `locale` map option expects. MapLibre only ships English; without
 * this, Russian pages had "Zoom in" and "Toggle attribution" on the map (issue 9, defect 18).
 */
export function mapControlStrings(t: TFunction): Record<string, string> {
  return {
    'AttributionControl.ToggleAttribution': t('map_controls.toggle_attribution'),
    'AttributionControl.MapFeedback': t('map_controls.map_feedback'),
    'FullscreenControl.Enter': t('map_controls.fullscreen_enter'),
    'FullscreenControl.Exit': t('map_controls.fullscreen_exit'),
    'GeolocateControl.FindMyLocation': t('map_controls.find_my_location'),
    'GeolocateControl.LocationNotAvailable': t('map_controls.location_not_available'),
    'LogoControl.Title': t('map_controls.logo'),
    'Map.Title': t('map_controls.map'),
    'Marker.Title': t('map_controls.marker'),
    'NavigationControl.ResetBearing': t('map_controls.reset_bearing'),
    'NavigationControl.ZoomIn': t('map_controls.zoom_in'),
    'NavigationControl.ZoomOut': t('map_controls.zoom_out'),
    'Popup.Close': t('map_controls.close_popup'),
    'CooperativeGesturesHandler.WindowsHelpText': t('map_controls.gestures_windows'),
    'CooperativeGesturesHandler.MacHelpText': t('map_controls.gestures_mac'),
    'CooperativeGesturesHandler.MobileHelpText': t('map_controls.gestures_mobile'),
  };
}
