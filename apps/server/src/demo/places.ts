/** Spanish and Portuguese towns with their province, postal-code prefix and approximate coordinates. */
export const PLACES = [
  { town: 'Madrid', province: 'Madrid', cp: '280', lat: 40.4168, lng: -3.7038 },
  { town: 'Alcalá de Henares', province: 'Madrid', cp: '288', lat: 40.4818, lng: -3.3643 },
  { town: 'Getafe', province: 'Madrid', cp: '289', lat: 40.3057, lng: -3.7329 },
  { town: 'Barcelona', province: 'Barcelona', cp: '080', lat: 41.3874, lng: 2.1686 },
  { town: 'Sabadell', province: 'Barcelona', cp: '082', lat: 41.5463, lng: 2.1086 },
  { town: 'Valencia', province: 'Valencia', cp: '460', lat: 39.4699, lng: -0.3763 },
  { town: 'Gandia', province: 'Valencia', cp: '467', lat: 38.9667, lng: -0.1833 },
  { town: 'Sevilla', province: 'Sevilla', cp: '410', lat: 37.3891, lng: -5.9845 },
  { town: 'Dos Hermanas', province: 'Sevilla', cp: '417', lat: 37.2835, lng: -5.9209 },
  { town: 'Zaragoza', province: 'Zaragoza', cp: '500', lat: 41.6488, lng: -0.8891 },
  { town: 'Málaga', province: 'Málaga', cp: '290', lat: 36.7213, lng: -4.4214 },
  { town: 'Murcia', province: 'Murcia', cp: '300', lat: 37.9922, lng: -1.1307 },
  { town: 'Cartagena', province: 'Murcia', cp: '302', lat: 37.6257, lng: -0.9966 },
  { town: 'Palma', province: 'Illes Balears', cp: '070', lat: 39.5696, lng: 2.6502 },
  { town: 'Las Palmas de Gran Canaria', province: 'Las Palmas', cp: '350', lat: 28.1235, lng: -15.4363 },
  { town: 'Bilbao', province: 'Bizkaia', cp: '480', lat: 43.263, lng: -2.935 },
  { town: 'Alicante', province: 'Alicante', cp: '030', lat: 38.3452, lng: -0.481 },
  { town: 'Elche', province: 'Alicante', cp: '032', lat: 38.2699, lng: -0.7126 },
  { town: 'Córdoba', province: 'Córdoba', cp: '140', lat: 37.8882, lng: -4.7794 },
  { town: 'Valladolid', province: 'Valladolid', cp: '470', lat: 41.6523, lng: -4.7245 },
  { town: 'Vigo', province: 'Pontevedra', cp: '362', lat: 42.2406, lng: -8.7207 },
  { town: 'Gijón', province: 'Asturias', cp: '332', lat: 43.5322, lng: -5.6611 },
  { town: 'A Coruña', province: 'A Coruña', cp: '150', lat: 43.3623, lng: -8.4115 },
  { town: 'Granada', province: 'Granada', cp: '180', lat: 37.1773, lng: -3.5986 },
  { town: 'Pamplona', province: 'Navarra', cp: '310', lat: 42.8125, lng: -1.6458 },
  { town: 'Santander', province: 'Cantabria', cp: '390', lat: 43.4623, lng: -3.81 },
  { town: 'Badajoz', province: 'Badajoz', cp: '060', lat: 38.8794, lng: -6.9707 },
  { town: 'Logroño', province: 'La Rioja', cp: '260', lat: 42.4627, lng: -2.4449 },
  { town: 'Jaén', province: 'Jaén', cp: '230', lat: 37.7796, lng: -3.7849 },
  { town: 'Toledo', province: 'Toledo', cp: '450', lat: 39.8628, lng: -4.0273 },
  { town: 'Ourense', province: 'Ourense', cp: '320', lat: 42.3358, lng: -7.8639 },
  { town: 'Lleida', province: 'Lleida', cp: '250', lat: 41.6176, lng: 0.62 },
] as const;

/** Portuguese towns for members of the PORTUGAL country. */
export const PLACES_PT = [
  { town: 'Porto', province: 'Porto', cp: '400', lat: 41.1579, lng: -8.6291 },
  { town: 'Lisboa', province: 'Lisboa', cp: '110', lat: 38.7223, lng: -9.1393 },
  { town: 'Braga', province: 'Braga', cp: '470', lat: 41.5454, lng: -8.4265 },
] as const;

/** Given names. */
export const FIRST_NAMES = [
  'Antonio', 'José', 'Manuel', 'Francisco', 'David', 'Juan', 'Javier', 'Daniel', 'Carlos', 'Jesús', 'Alejandro',
  'Miguel', 'Rafael', 'Pablo', 'Sergio', 'Fernando', 'Jorge', 'Luis', 'Alberto', 'Álvaro', 'María', 'Carmen',
  'Ana', 'Isabel', 'Laura', 'Lucía', 'Cristina', 'Marta', 'Elena', 'Pilar', 'Raquel', 'Nuria', 'Silvia',
  'Beatriz', 'Rocío', 'Sonia', 'Patricia', 'Montserrat', 'Iñaki', 'Begoña',
] as const;

/** Surnames. */
export const SURNAMES = [
  'García', 'Rodríguez', 'González', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Martín',
  'Jiménez', 'Ruiz', 'Hernández', 'Díaz', 'Moreno', 'Muñoz', 'Álvarez', 'Romero', 'Alonso', 'Gutiérrez',
  'Navarro', 'Torres', 'Domínguez', 'Vázquez', 'Ramos', 'Gil', 'Ramírez', 'Serrano', 'Blanco', 'Molina',
  'Morales', 'Suárez', 'Ortega', 'Delgado', 'Castro', 'Ortiz', 'Rubio', 'Marín', 'Sanz', 'Núñez', 'Iglesias',
  'Medina', 'Garrido', 'Cortés', 'Castillo', 'Santos', 'Lozano', 'Guerrero', 'Cano', 'Prieto', 'Méndez',
  'Cruz', 'Calvo', 'Gallego', 'Vidal', 'León', 'Márquez', 'Herrera', 'Peña', 'Flores', 'Cabrera', 'Campos',
  'Vega', 'Fuentes', 'Carrasco', 'Diez', 'Caballero', 'Reyes', 'Nieto', 'Aguilar', 'Pascual', 'Santana',
  'Herrero', 'Lorenzo', 'Montero', 'Hidalgo', 'Giménez', 'Ibáñez', 'Ferrer', 'Durán', 'Santiago', 'Benítez',
  'Mora', 'Vicente', 'Vargas', 'Arias', 'Carmona', 'Crespo', 'Román', 'Pastor', 'Soto', 'Sáez', 'Velasco',
  'Moya', 'Soler', 'Parra', 'Esteban', 'Bravo', 'Gallardo', 'Rojas', 'Ñúñez', 'Olmo', 'Úbeda', 'Zamora',
] as const;

/** Patterns of member company names; {S} is a surname, {T} a town. */
export const COMPANY_PATTERNS = [
  'Recambios {S}',
  'Autorecambios {T}',
  'Recambios {S} e Hijos',
  'Distribuciones {S} S.L.',
  'Suministros del Automóvil {S}',
  'Recambios {T} S.A.',
  'Comercial {S} Recambios',
  'Repuestos {S} y {S}',
  'Auto Piezas {T}',
  'Neumáticos y Recambios {S}',
  'Grupo {S} Automoción',
  'Electro Diesel {S}',
] as const;

/** Street types and names for addresses. */
export const STREETS = [
  'Calle Mayor', 'Avenida de la Constitución', 'Polígono Industrial Las Arenas, nave', 'Calle del Comercio',
  'Avenida de Andalucía', 'Calle de la Industria', 'Polígono Industrial El Prado, parcela', 'Calle Real',
  'Camino de Ronda', 'Avenida de Europa', 'Calle San Isidro', 'Carretera de Valencia, km',
] as const;
