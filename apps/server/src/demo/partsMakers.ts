/**
 * The built-in parts catalogue's vehicle makers: the ~50 main ones of the logo grid and others for the alphabetical
 * list, with the models the seed builds generations and engines of.
 */

/** A maker: fixed id, name, whether it is in the logo grid, logo colour, VIN WMIs, and its best-known models. */
export interface MakerDef {
  id: number;
  name: string;
  main: boolean;
  color: string;
  wmi: string[];
  models: string[];
}

const m = (id: number, name: string, color: string, wmi: string[], models: string[], main = true): MakerDef => ({ id, name, main, color, wmi, models });

export const MAKERS: MakerDef[] = [
  m(5, 'Alfa Romeo', '#9b1b30', ['ZAR'], ['Giulietta', 'Giulia', 'Stelvio', 'MiTo', '159']),
  m(16, 'BMW', '#1c69d4', ['WBA', 'WBS'], ['Serie 1', 'Serie 3', 'Serie 5', 'X1', 'X3', 'X5']),
  m(21, 'Citroën', '#a6192e', ['VF7'], ['C3', 'C4', 'Berlingo', 'C5 Aircross', 'C-Elysée', 'Jumpy']),
  m(139, 'Dacia', '#646b52', ['UU1'], ['Sandero', 'Logan', 'Duster', 'Jogger', 'Lodgy']),
  m(35, 'Fiat', '#b2001e', ['ZFA'], ['500', 'Panda', 'Tipo', 'Punto', 'Doblò', 'Ducato']),
  m(36, 'Ford', '#133a7c', ['WF0'], ['Fiesta', 'Focus', 'Kuga', 'Mondeo', 'Transit Connect', 'Puma']),
  m(45, 'Honda', '#cc0000', ['SHH', 'JHM'], ['Civic', 'CR-V', 'Jazz', 'HR-V']),
  m(183, 'Hyundai', '#002c5f', ['KMH', 'TMA'], ['i10', 'i20', 'i30', 'Tucson', 'Kona']),
  m(184, 'Kia', '#05141f', ['KNA', 'U5Y'], ['Picanto', 'Rio', 'Ceed', 'Sportage', 'Niro']),
  m(63, 'Mazda', '#101010', ['JMZ'], ['Mazda2', 'Mazda3', 'Mazda6', 'CX-3', 'CX-5']),
  m(74, 'Mercedes-Benz', '#333f48', ['WDD', 'WDB'], ['Clase A', 'Clase C', 'Clase E', 'Vito', 'Sprinter', 'GLA']),
  m(80, 'Mitsubishi', '#e60012', ['JMB'], ['ASX', 'Outlander', 'Space Star', 'L200']),
  m(84, 'Nissan', '#c3002f', ['SJN', 'VSK'], ['Micra', 'Qashqai', 'Juke', 'X-Trail', 'Navara']),
  m(84 + 1000, 'Opel', '#f7ff14', ['W0L', 'W0V'], ['Corsa', 'Astra', 'Insignia', 'Mokka', 'Combo', 'Zafira']),
  m(88, 'Peugeot', '#00205b', ['VF3'], ['208', '308', '2008', '3008', 'Partner', 'Expert']),
  m(92, 'Porsche', '#a18e63', ['WP0'], ['911', 'Cayenne', 'Macan', 'Panamera']),
  m(93, 'Renault', '#efdf00', ['VF1'], ['Clio', 'Mégane', 'Captur', 'Kangoo', 'Scénic', 'Trafic']),
  m(104, 'Seat', '#d2171e', ['VSS'], ['Ibiza', 'León', 'Arona', 'Ateca', 'Alhambra', 'Toledo']),
  m(106, 'Skoda', '#4ba82e', ['TMB'], ['Fabia', 'Octavia', 'Superb', 'Kodiaq', 'Karoq']),
  m(111, 'Toyota', '#eb0a1e', ['JTD', 'SB1', 'VNK'], ['Yaris', 'Corolla', 'Auris', 'RAV4', 'C-HR', 'Hilux']),
  m(121, 'Volkswagen', '#001e50', ['WVW', 'WVG', 'WV1'], ['Golf', 'Polo', 'Passat', 'Tiguan', 'Touran', 'Caddy', 'Transporter']),
  m(120, 'Volvo', '#003057', ['YV1'], ['V40', 'V60', 'XC40', 'XC60', 'XC90']),
  m(2, 'Audi', '#bb0a30', ['WAU', 'TRU'], ['A1', 'A3', 'A4', 'A6', 'Q3', 'Q5']),
  m(1820, 'Cupra', '#95572b', ['VSS'], ['Formentor', 'Born', 'León'], true),
  m(4468, 'DS', '#1d1d1b', ['VR1'], ['DS 3', 'DS 4', 'DS 7']),
  m(1234, 'Jeep', '#3b4a2b', ['1C4', 'ZAC'], ['Renegade', 'Compass', 'Wrangler', 'Cherokee']),
  m(1526, 'Land Rover', '#005a2b', ['SAL'], ['Discovery Sport', 'Range Rover Evoque', 'Defender', 'Freelander']),
  m(1820 + 1, 'Lexus', '#1a1a1a', ['JTH'], ['CT', 'NX', 'RX', 'UX']),
  m(1365, 'Mini', '#000000', ['WMW'], ['Mini', 'Countryman', 'Clubman']),
  m(525, 'Smart', '#2a2a2a', ['WME'], ['ForTwo', 'ForFour']),
  m(1138, 'SsangYong', '#00529b', ['KPT'], ['Tivoli', 'Korando', 'Rexton']),
  m(109, 'Subaru', '#013c74', ['JF1'], ['Impreza', 'Forester', 'Outback', 'XV']),
  m(110, 'Suzuki', '#e30613', ['JSA', 'TSM'], ['Swift', 'Vitara', 'Ignis', 'S-Cross', 'Jimny']),
  m(4467, 'Tesla', '#cc0000', ['5YJ', 'LRW'], ['Model 3', 'Model Y', 'Model S']),
  m(55, 'Iveco', '#1d4f91', ['ZCF'], ['Daily']),
  m(56, 'Jaguar', '#0c121c', ['SAJ'], ['XE', 'XF', 'F-Pace', 'E-Pace']),
  m(57, 'Lancia', '#003a70', ['ZLA'], ['Ypsilon', 'Delta', 'Musa']),
  m(75, 'MG', '#8b0000', ['SDP', 'LSJ'], ['ZS', 'MG4', 'HS']),
  m(1590, 'Chevrolet', '#d1a700', ['KL1'], ['Aveo', 'Cruze', 'Captiva', 'Spark']),
  m(1591, 'Chrysler', '#002f6c', ['1C3'], ['Voyager', '300C', 'PT Cruiser']),
  m(1592, 'Dodge', '#c8102e', ['1B3'], ['Caliber', 'Journey', 'Nitro']),
  m(1593, 'Infiniti', '#000000', ['JNK'], ['Q30', 'Q50', 'QX70']),
  m(1594, 'Isuzu', '#c00000', ['JAA'], ['D-Max']),
  m(1595, 'Maserati', '#0c2340', ['ZAM'], ['Ghibli', 'Levante']),
  m(1596, 'Abarth', '#c8102e', ['ZFA'], ['500', '595', '124 Spider']),
  m(1597, 'Alpine', '#0055a5', ['VFA'], ['A110']),
  m(1598, 'BYD', '#c00000', ['LGX'], ['Atto 3', 'Dolphin', 'Seal']),
  m(1599, 'Polestar', '#1d1d1b', ['LPS'], ['Polestar 2']),
  m(1600, 'Saab', '#00205b', ['YS3'], ['9-3', '9-5']),
  m(1601, 'Rover', '#004225', ['SAR'], ['25', '45', '75']),
  m(1602, 'Daewoo', '#0b3a7e', ['KLA'], ['Matiz', 'Lanos', 'Nubira'], false),
  m(1603, 'Lada', '#0b3d91', ['XTA'], ['Niva', 'Kalina'], false),
  m(1604, 'Aston Martin', '#00665e', ['SCF'], ['Vantage', 'DB11'], false),
  m(1605, 'Bentley', '#333333', ['SCB'], ['Continental GT', 'Bentayga'], false),
  m(1606, 'Ferrari', '#d40000', ['ZFF'], ['Roma', '296 GTB'], false),
  m(1607, 'Lamborghini', '#b8860b', ['ZHW'], ['Huracán', 'Urus'], false),
  m(1608, 'Genesis', '#000000', ['KMT'], ['G70', 'GV70'], false),
  m(1609, 'Cadillac', '#1a1a1a', ['1G6'], ['CT6', 'XT5'], false),
  m(1610, 'Santana', '#3a5f0b', ['VSE'], ['PS-10', '300'], false),
  m(1611, 'Tata', '#003b71', ['MAT'], ['Indica', 'Safari'], false),
  m(1612, 'Mahindra', '#c8102e', ['MA1'], ['XUV500', 'Goa'], false),
  m(1613, 'Piaggio', '#00509e', ['ZAP'], ['Porter'], false),
  m(1614, 'Aixam', '#2b7bb9', ['VJR'], ['City', 'Coupé'], false),
  m(1615, 'Ligier', '#1f4e79', ['VJR'], ['JS50'], false),
  m(1616, 'Microcar', '#5c8a1f', ['VJ8'], ['M.Go'], false),
];
