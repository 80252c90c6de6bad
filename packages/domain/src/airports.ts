// The built-in airport list of the flight form and its search rules.
// About 110 real airports, Canada first (the audience), then the United States, Latin America, Europe,
// the Middle East, Africa, Asia and Oceania. The order matters: a search shorter than 2 characters
// shows the first 20, so the first 20 are the Canadian airports and the biggest US gateways.
import type { Airport } from '@costlens/contracts';

type Row = readonly [code: string, name: string, city: string, country: string];

const ROWS: readonly Row[] = [
  // Canada
  ['YVR', 'Vancouver International Airport', 'Vancouver', 'Canada'],
  ['YYZ', 'Toronto Pearson International Airport', 'Toronto', 'Canada'],
  ['YUL', 'Montréal–Trudeau International Airport', 'Montréal', 'Canada'],
  ['YYC', 'Calgary International Airport', 'Calgary', 'Canada'],
  ['YEG', 'Edmonton International Airport', 'Edmonton', 'Canada'],
  ['YOW', 'Ottawa Macdonald–Cartier International Airport', 'Ottawa', 'Canada'],
  ['YWG', 'Winnipeg James Armstrong Richardson International Airport', 'Winnipeg', 'Canada'],
  ['YHZ', 'Halifax Stanfield International Airport', 'Halifax', 'Canada'],
  ['YQB', 'Québec City Jean Lesage International Airport', 'Québec City', 'Canada'],
  ['YYJ', 'Victoria International Airport', 'Victoria', 'Canada'],
  ['YLW', 'Kelowna International Airport', 'Kelowna', 'Canada'],
  ['YXE', 'Saskatoon John G. Diefenbaker International Airport', 'Saskatoon', 'Canada'],
  ['YQR', 'Regina International Airport', 'Regina', 'Canada'],
  ['YYT', "St. John's International Airport", "St. John's", 'Canada'],
  ['YTZ', 'Billy Bishop Toronto City Airport', 'Toronto', 'Canada'],
  // United States
  ['LAX', 'Los Angeles International Airport', 'Los Angeles', 'United States'],
  ['JFK', 'John F. Kennedy International Airport', 'New York', 'United States'],
  ['SFO', 'San Francisco International Airport', 'San Francisco', 'United States'],
  ['SEA', 'Seattle–Tacoma International Airport', 'Seattle', 'United States'],
  ['ORD', "O'Hare International Airport", 'Chicago', 'United States'],
  ['LGA', 'LaGuardia Airport', 'New York', 'United States'],
  ['EWR', 'Newark Liberty International Airport', 'Newark', 'United States'],
  ['BOS', 'Boston Logan International Airport', 'Boston', 'United States'],
  ['IAD', 'Washington Dulles International Airport', 'Washington', 'United States'],
  ['ATL', 'Hartsfield–Jackson Atlanta International Airport', 'Atlanta', 'United States'],
  ['DFW', 'Dallas Fort Worth International Airport', 'Dallas', 'United States'],
  ['DEN', 'Denver International Airport', 'Denver', 'United States'],
  ['IAH', 'George Bush Intercontinental Airport', 'Houston', 'United States'],
  ['MIA', 'Miami International Airport', 'Miami', 'United States'],
  ['MCO', 'Orlando International Airport', 'Orlando', 'United States'],
  ['LAS', 'Harry Reid International Airport', 'Las Vegas', 'United States'],
  ['PHX', 'Phoenix Sky Harbor International Airport', 'Phoenix', 'United States'],
  ['SAN', 'San Diego International Airport', 'San Diego', 'United States'],
  ['HNL', 'Daniel K. Inouye International Airport', 'Honolulu', 'United States'],
  // Latin America and the Caribbean
  ['MEX', 'Mexico City International Airport', 'Mexico City', 'Mexico'],
  ['CUN', 'Cancún International Airport', 'Cancún', 'Mexico'],
  ['PVR', 'Puerto Vallarta International Airport', 'Puerto Vallarta', 'Mexico'],
  ['GRU', 'São Paulo/Guarulhos International Airport', 'São Paulo', 'Brazil'],
  ['GIG', 'Rio de Janeiro/Galeão International Airport', 'Rio de Janeiro', 'Brazil'],
  ['EZE', 'Ministro Pistarini International Airport', 'Buenos Aires', 'Argentina'],
  ['SCL', 'Arturo Merino Benítez International Airport', 'Santiago', 'Chile'],
  ['LIM', 'Jorge Chávez International Airport', 'Lima', 'Peru'],
  ['BOG', 'El Dorado International Airport', 'Bogotá', 'Colombia'],
  ['PTY', 'Tocumen International Airport', 'Panama City', 'Panama'],
  ['SJO', 'Juan Santamaría International Airport', 'San José', 'Costa Rica'],
  ['HAV', 'José Martí International Airport', 'Havana', 'Cuba'],
  // Europe
  ['LHR', 'Heathrow Airport', 'London', 'United Kingdom'],
  ['LGW', 'Gatwick Airport', 'London', 'United Kingdom'],
  ['MAN', 'Manchester Airport', 'Manchester', 'United Kingdom'],
  ['DUB', 'Dublin Airport', 'Dublin', 'Ireland'],
  ['CDG', 'Paris Charles de Gaulle Airport', 'Paris', 'France'],
  ['FRA', 'Frankfurt Airport', 'Frankfurt', 'Germany'],
  ['MUC', 'Munich Airport', 'Munich', 'Germany'],
  ['BER', 'Berlin Brandenburg Airport', 'Berlin', 'Germany'],
  ['AMS', 'Amsterdam Airport Schiphol', 'Amsterdam', 'Netherlands'],
  ['BRU', 'Brussels Airport', 'Brussels', 'Belgium'],
  ['ZRH', 'Zurich Airport', 'Zurich', 'Switzerland'],
  ['VIE', 'Vienna International Airport', 'Vienna', 'Austria'],
  ['MAD', 'Adolfo Suárez Madrid–Barajas Airport', 'Madrid', 'Spain'],
  ['BCN', 'Josep Tarradellas Barcelona–El Prat Airport', 'Barcelona', 'Spain'],
  ['LIS', 'Humberto Delgado Airport', 'Lisbon', 'Portugal'],
  ['FCO', 'Leonardo da Vinci–Fiumicino Airport', 'Rome', 'Italy'],
  ['ATH', 'Athens International Airport', 'Athens', 'Greece'],
  ['CPH', 'Copenhagen Airport', 'Copenhagen', 'Denmark'],
  ['ARN', 'Stockholm Arlanda Airport', 'Stockholm', 'Sweden'],
  ['OSL', 'Oslo Airport, Gardermoen', 'Oslo', 'Norway'],
  ['HEL', 'Helsinki Airport', 'Helsinki', 'Finland'],
  ['KEF', 'Keflavík International Airport', 'Reykjavík', 'Iceland'],
  ['WAW', 'Warsaw Chopin Airport', 'Warsaw', 'Poland'],
  ['IST', 'Istanbul Airport', 'Istanbul', 'Turkey'],
  // Middle East
  ['DXB', 'Dubai International Airport', 'Dubai', 'United Arab Emirates'],
  ['AUH', 'Zayed International Airport', 'Abu Dhabi', 'United Arab Emirates'],
  ['DOH', 'Hamad International Airport', 'Doha', 'Qatar'],
  ['TLV', 'Ben Gurion Airport', 'Tel Aviv', 'Israel'],
  ['AMM', 'Queen Alia International Airport', 'Amman', 'Jordan'],
  ['RUH', 'King Khalid International Airport', 'Riyadh', 'Saudi Arabia'],
  ['JED', 'King Abdulaziz International Airport', 'Jeddah', 'Saudi Arabia'],
  ['MCT', 'Muscat International Airport', 'Muscat', 'Oman'],
  // Africa
  ['JNB', 'O. R. Tambo International Airport', 'Johannesburg', 'South Africa'],
  ['CPT', 'Cape Town International Airport', 'Cape Town', 'South Africa'],
  ['CAI', 'Cairo International Airport', 'Cairo', 'Egypt'],
  ['CMN', 'Mohammed V International Airport', 'Casablanca', 'Morocco'],
  ['ADD', 'Addis Ababa Bole International Airport', 'Addis Ababa', 'Ethiopia'],
  ['NBO', 'Jomo Kenyatta International Airport', 'Nairobi', 'Kenya'],
  ['LOS', 'Murtala Muhammed International Airport', 'Lagos', 'Nigeria'],
  ['ACC', 'Kotoka International Airport', 'Accra', 'Ghana'],
  // Asia
  ['NRT', 'Narita International Airport', 'Tokyo', 'Japan'],
  ['HND', 'Tokyo Haneda Airport', 'Tokyo', 'Japan'],
  ['ICN', 'Incheon International Airport', 'Seoul', 'South Korea'],
  ['PEK', 'Beijing Capital International Airport', 'Beijing', 'China'],
  ['PVG', 'Shanghai Pudong International Airport', 'Shanghai', 'China'],
  ['CAN', 'Guangzhou Baiyun International Airport', 'Guangzhou', 'China'],
  ['HKG', 'Hong Kong International Airport', 'Hong Kong', 'Hong Kong'],
  ['TPE', 'Taiwan Taoyuan International Airport', 'Taipei', 'Taiwan'],
  ['MNL', 'Ninoy Aquino International Airport', 'Manila', 'Philippines'],
  ['SIN', 'Singapore Changi Airport', 'Singapore', 'Singapore'],
  ['KUL', 'Kuala Lumpur International Airport', 'Kuala Lumpur', 'Malaysia'],
  ['BKK', 'Suvarnabhumi Airport', 'Bangkok', 'Thailand'],
  ['SGN', 'Tan Son Nhat International Airport', 'Ho Chi Minh City', 'Vietnam'],
  ['CGK', 'Soekarno–Hatta International Airport', 'Jakarta', 'Indonesia'],
  ['DPS', 'Ngurah Rai International Airport', 'Denpasar', 'Indonesia'],
  ['DEL', 'Indira Gandhi International Airport', 'Delhi', 'India'],
  ['BOM', 'Chhatrapati Shivaji Maharaj International Airport', 'Mumbai', 'India'],
  ['BLR', 'Kempegowda International Airport', 'Bengaluru', 'India'],
  // Oceania
  ['SYD', 'Sydney Kingsford Smith Airport', 'Sydney', 'Australia'],
  ['MEL', 'Melbourne Airport', 'Melbourne', 'Australia'],
  ['BNE', 'Brisbane Airport', 'Brisbane', 'Australia'],
  ['PER', 'Perth Airport', 'Perth', 'Australia'],
  ['AKL', 'Auckland Airport', 'Auckland', 'New Zealand'],
  ['CHC', 'Christchurch International Airport', 'Christchurch', 'New Zealand'],
  ['NAN', 'Nadi International Airport', 'Nadi', 'Fiji'],
  ['POM', 'Jacksons International Airport', 'Port Moresby', 'Papua New Guinea'],
];

/** Every airport the flight form offers, in display order. */
export const AIRPORTS: readonly Airport[] = ROWS.map(([code, name, city, country]) => ({ code, name, city, country }));

/** Shown as the 'Popular Airports' group while the search box is empty. */
export const POPULAR_AIRPORT_CODES = [
  'YVR',
  'YYZ',
  'YUL',
  'YYC',
  'LAX',
  'JFK',
  'LHR',
  'CDG',
  'FRA',
  'NRT',
  'HKG',
  'SIN',
  'DXB',
] as const;

/** The unfiltered list shows 20 airports, a search at most 50, and filtering starts at 2 characters. */
export const AIRPORT_DEFAULT_LIST_SIZE = 20;
export const AIRPORT_SEARCH_LIMIT = 50;
export const AIRPORT_SEARCH_MIN_CHARS = 2;

const BY_CODE = new Map(AIRPORTS.map((a) => [a.code, a]));

/** The airport with this IATA code (any case), or undefined when it is not in the built-in list. */
export function findAirport(code: string): Airport | undefined {
  return BY_CODE.get(code.trim().toUpperCase());
}

export const POPULAR_AIRPORTS: readonly Airport[] = POPULAR_AIRPORT_CODES.map((c) => BY_CODE.get(c)!);

/** Lower case without accents, so "montreal" finds "Montréal" and "sao" finds "São Paulo". */
function fold(s: string): string {
  return s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

const FOLDED = AIRPORTS.map((a) => ({
  airport: a,
  code: fold(a.code),
  city: fold(a.city),
  name: fold(a.name),
  country: fold(a.country),
}));

/** The airport picker's list: under 2 characters the first 20 airports; otherwise every airport
 *  whose code, name, city or country contains the text (case- and accent-insensitive), at most 50.
 *  Matches are ranked exact code, code prefix, city prefix, then the rest, each in list order. */
export function searchAirports(text: string): Airport[] {
  const q = fold(text.trim());
  if (q.length < AIRPORT_SEARCH_MIN_CHARS) return AIRPORTS.slice(0, AIRPORT_DEFAULT_LIST_SIZE);
  const rank = (f: (typeof FOLDED)[number]): number => {
    if (f.code === q) return 0;
    if (f.code.startsWith(q)) return 1;
    if (f.city.startsWith(q)) return 2;
    if (f.city.includes(q) || f.name.includes(q) || f.country.includes(q)) return 3;
    return -1;
  };
  return FOLDED.map((f, i) => ({ f, i, r: rank(f) }))
    .filter((x) => x.r >= 0)
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .slice(0, AIRPORT_SEARCH_LIMIT)
    .map((x) => x.f.airport);
}

/** How the picker labels an airport: "YVR · Vancouver". */
export function airportLabel(a: Airport): string {
  return `${a.code} · ${a.city}`;
}
