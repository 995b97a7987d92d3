// The simulator's invented world: competitions, clubs and players. Club and competition names
// are made up so the demo shows no league's or club's trademark; national sides are real
// countries, which is how international cricket, volleyball and kabaddi are named.
import type { SportCode } from '@khela/contracts';
import type { Random } from './simulator-random';
import { hashSeed, createRandom } from './simulator-random';

/** A competition and the sides that play in it. */
export interface Competition {
  name: string;
  sides: readonly string[];
  /** Sides are single players (tennis, badminton, table tennis): their names are generated. */
  isIndividual?: boolean;
}

const cricketNations = [
  'Bangladesh',
  'India',
  'Pakistan',
  'Sri Lanka',
  'Afghanistan',
  'Nepal',
  'England',
  'Australia',
  'New Zealand',
  'South Africa',
  'West Indies',
  'Ireland',
  'Zimbabwe',
  'Netherlands',
];
const bengalClubs = [
  'Dhaka Tigers',
  'Chattogram Mariners',
  'Sylhet Tea Kings',
  'Khulna Falcons',
  'Barishal Boatmen',
  'Rangpur Rhinos',
  'Mymensingh Hawks',
  'Cumilla Cobras',
  'Narayanganj Nawabs',
];
const footballClubs = [
  'Dhaka Riverside',
  'Chattogram Port',
  'Harbourside FC',
  'Eastmere Athletic',
  'Valeborough City',
  'Westhaven Rovers',
  'Lakeshore United',
  'Brookfield Wanderers',
  'Castlegate FC',
  'Stonebridge Albion',
  'Oakridge Town',
  'Port Alder',
];
const southernClubs = [
  'Real Montalba',
  'Atletico Sierra Nova',
  'Union Beltran',
  'Deportivo Costa Alba',
  'Sporting Vale Verde',
  'Racing Puerto Sol',
  'Olimpia Santa Varela',
  'CD Rio Claro',
];
const kabaddiSides = [
  'Bogura Bulls',
  'Jashore Jaguars',
  'Pabna Panthers',
  'Dinajpur Defenders',
  'Tangail Titans',
  'Faridpur Flames',
  'Noakhali Nomads',
  'Gazipur Giants',
];
const kabaddiNations = ['Bangladesh', 'India', 'Iran', 'Pakistan', 'Nepal', 'Sri Lanka', 'Japan'];
const basketballClubs = [
  'Metro Comets',
  'Harbour Hawks',
  'Capital Foxes',
  'Riverside Rams',
  'Northgate Knights',
  'Summit Suns',
  'Bayview Bears',
  'Ironworks Owls',
];
const volleyballNations = [
  'Poland',
  'Brazil',
  'Italy',
  'Japan',
  'France',
  'Iran',
  'Serbia',
  'Argentina',
  'Thailand',
];
const esportsTeams = [
  'Nova Vanguard',
  'Red Lynx',
  'Crimson Pulse',
  'Ion Wolves',
  'Bengal Dragons',
  'Polar Echo',
  'Iron Kites',
  'Shadow Harbor',
  'Quantum Tide',
  'Silent Comet',
  'Ember Guard',
  'Static Owls',
];

/** Competitions of each sport, in the order the programme picks from. */
export const competitionsBySport: Record<SportCode, readonly Competition[]> = {
  cricket: [
    { name: 'T20 International Series', sides: cricketNations },
    { name: 'Delta T20 League', sides: bengalClubs },
  ],
  football: [
    { name: 'Eastern Super League', sides: footballClubs },
    { name: 'Riviera Liga', sides: southernClubs },
    {
      name: 'Bengal Football Championship',
      sides: [
        'Dhaka Riverside',
        'Chattogram Port',
        'Sylhet City',
        'Rajshahi Rangers',
        'Bogura Athletic',
      ],
    },
  ],
  kabaddi: [
    { name: 'National Kabaddi Championship', sides: kabaddiSides },
    { name: 'Asian Kabaddi Cup', sides: kabaddiNations },
  ],
  tennis: [
    { name: 'Harbour Open', sides: [], isIndividual: true },
    { name: 'Coastal Challenger', sides: [], isIndividual: true },
  ],
  basketball: [{ name: 'Continental Basketball League', sides: basketballClubs }],
  volleyball: [{ name: 'International Volleyball Series', sides: volleyballNations }],
  badminton: [{ name: 'Eastern Badminton Masters', sides: [], isIndividual: true }],
  tableTennis: [{ name: 'Metro Table Tennis Series', sides: [], isIndividual: true }],
  cs2: [{ name: 'Bombsite Challenger Series', sides: esportsTeams }],
  dota2: [{ name: 'Ancients Pro Circuit', sides: esportsTeams }],
  lol: [{ name: 'Rift Masters Cup', sides: esportsTeams }],
  valorant: [{ name: 'Tactical Duel Invitational', sides: esportsTeams }],
  efootball: [
    {
      name: 'Virtual Football Online Series',
      sides: ['Rafi Dhaka', 'Kenji Osaka', 'Lucas Porto', 'Omar Cairo', 'Ivan Split'],
    },
  ],
};

const southAsianGiven = [
  'Tanvir',
  'Arif',
  'Rakib',
  'Shamim',
  'Imran',
  'Nayeem',
  'Sohan',
  'Rohit',
  'Kiran',
  'Farhan',
  'Zubair',
  'Anik',
  'Mehedi',
  'Sajid',
  'Vikram',
  'Asif',
];
const southAsianFamily = [
  'Rahman',
  'Hossain',
  'Islam',
  'Chowdhury',
  'Ahmed',
  'Sarkar',
  'Kumar',
  'Patel',
  'Sharma',
  'Malik',
  'Karim',
  'Talukder',
  'Mirza',
  'Das',
];
const worldGiven = ['Liam', 'Noah', 'Luca', 'Mateo', 'Jonas', 'Kai', 'Marco', 'Theo', 'Ravi'];
const worldFamily = [
  'Moreau',
  'Tanaka',
  'Lindqvist',
  'Okafor',
  'Varga',
  'Costa',
  'Brennan',
  'Ferreira',
  'Novakovic',
  'Haddad',
  'Kowalczyk',
  'Ishikawa',
];
const southAsianSides = new Set([
  ...bengalClubs,
  'Bangladesh',
  'India',
  'Pakistan',
  'Sri Lanka',
  'Afghanistan',
  'Nepal',
]);

/** The batting order of a cricket side: the same names every match, drawn from its name. */
export function battingOrder(side: string): string[] {
  const random = createRandom(hashSeed('batting', side));
  const isSouthAsian = southAsianSides.has(side);
  const given = isSouthAsian ? southAsianGiven : worldGiven;
  const family = isSouthAsian ? southAsianFamily : worldFamily;
  const names = new Set<string>();
  while (names.size < 11) names.add(`${random.pick(given)} ${random.pick(family)}`);
  return [...names];
}

/** Two players of an individual competition, as "T. Rahman". */
export function individualSides(random: Random): [string, string] {
  const player = () =>
    `${random.pick(random.chance(0.5) ? southAsianGiven : worldGiven).charAt(0)}. ${random.pick(
      random.chance(0.5) ? southAsianFamily : worldFamily,
    )}`;
  const home = player();
  let away = player();
  while (away === home) away = player();
  return [home, away];
}
