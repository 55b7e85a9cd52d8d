/**
 * Product families of the demo catalogue: what a product is called, what it costs and weighs,
 * its customs codes and how it is stocked and sold. Brand profiles pick from these.
 */

export interface Family {
  noun: string;
  /** One entry is picked from each list and appended to the name, comma separated. */
  specs: readonly (readonly string[])[];
  /** 8-digit customs tariff numbers (CN) plausible for the family. */
  ctn: readonly string[];
  /** Typical list price range in EUR (log-uniform, skewed towards the low end). */
  price: readonly [number, number];
  /** Typical weight range in kg. */
  kg: readonly [number, number];
  /** How many pieces a distributor keeps: cheap bulk parts in hundreds, controllers a handful. */
  stock: 'bulk' | 'normal' | 'low';
  /** Bulk parts are more often sold in packs (5/10/50/100). */
  moq: 'bulk' | 'normal';
  unit: 'pc' | 'm' | 'cm²';
  /** Share of the family's rows that carry a metal (copper) surcharge. */
  metal?: number;
}

const POLES = ['1 NO', '1 NC', '1 NO + 1 NC', '2 NC', '2 NO'];
const SENSOR_OUT = ['PNP NO', 'PNP NC', 'NPN NO', 'PNP NO/NC', 'IO-Link'];
const SENSOR_CONN = ['M12 connector', 'M8 connector', '2 m PVC cable', '5 m PUR cable', '0.3 m cable with M12'];
const SUPPLY = ['24 V DC', '24-240 V AC/DC', '115-230 V AC', '24 V AC/DC'];

export const FAMILIES = {
  inductive: { noun: 'Inductive sensor', specs: [['M8', 'M12', 'M18', 'M30', '20x32 mm', '40x40 mm'], SENSOR_OUT, SENSOR_CONN], ctn: ['85365019'], price: [18, 380], kg: [0.008, 0.3], stock: 'normal', moq: 'normal', unit: 'pc' },
  photo: { noun: 'Photoelectric sensor', specs: [['diffuse', 'retro-reflective', 'through-beam emitter', 'through-beam receiver', 'background suppression'], ['red light', 'infrared', 'laser red light'], ['PNP', 'NPN', 'push-pull', 'IO-Link']], ctn: ['85365019', '90314990'], price: [28, 950], kg: [0.01, 0.45], stock: 'normal', moq: 'normal', unit: 'pc' },
  capacitive: { noun: 'Capacitive sensor', specs: [['M12', 'M18', 'M30', 'flat 40x40 mm'], ['PNP NO', 'NPN NO', 'PNP NO/NC'], ['flush', 'non-flush']], ctn: ['85365019'], price: [35, 420], kg: [0.02, 0.3], stock: 'normal', moq: 'normal', unit: 'pc' },
  distance: { noun: 'Distance sensor', specs: [['ultrasonic', 'laser', 'time-of-flight', 'triangulation'], ['50-500 mm', '0.1-2 m', '0.2-6 m', '0.5-10 m'], ['4-20 mA', '0-10 V', 'IO-Link', 'RS-485']], ctn: ['90318080'], price: [120, 2800], kg: [0.05, 0.6], stock: 'low', moq: 'normal', unit: 'pc' },
  magnetic: { noun: 'Cylinder sensor', specs: [['T-slot', 'C-slot', 'round'], ['PNP NO', 'reed NO', 'NPN NO'], ['0.3 m cable with M8', '2 m PVC cable', '0.3 m cable with M12']], ctn: ['85365019'], price: [15, 140], kg: [0.008, 0.06], stock: 'normal', moq: 'normal', unit: 'pc' },
  pressure: { noun: 'Pressure sensor', specs: [['-1-1 bar', '0-10 bar', '0-25 bar', '0-100 bar', '0-400 bar'], ['G1/4', 'G1/2', '1/4" NPT'], ['2 x PNP', '4-20 mA', 'IO-Link']], ctn: ['90262020', '90262040'], price: [95, 900], kg: [0.05, 0.4], stock: 'normal', moq: 'normal', unit: 'pc' },
  temperature: { noun: 'Temperature sensor', specs: [['Pt100', 'Pt1000', 'thermocouple type K'], ['probe 50 mm', 'probe 100 mm', 'probe 250 mm'], ['4-20 mA', 'IO-Link', 'M12 connector']], ctn: ['90251980', '90258020'], price: [40, 600], kg: [0.03, 0.35], stock: 'normal', moq: 'normal', unit: 'pc' },
  vision: { noun: 'Vision sensor', specs: [['object detection', 'code reader', 'contour check', 'colour check'], ['Ethernet', 'Profinet', 'EtherNet/IP'], ['12 mm lens', '6 mm lens', 'wide angle']], ctn: ['85258900', '90318080'], price: [650, 6500], kg: [0.1, 0.6], stock: 'low', moq: 'normal', unit: 'pc' },
  encoder: { noun: 'Rotary encoder', specs: [['incremental', 'absolute singleturn', 'absolute multiturn'], ['1024 ppr', '2048 ppr', '5000 ppr', '13 bit', '25 bit'], ['solid shaft 10 mm', 'hollow shaft 12 mm', 'SSI', 'Profinet', 'push-pull']], ctn: ['90318080', '85437090'], price: [85, 2400], kg: [0.12, 1.1], stock: 'low', moq: 'normal', unit: 'pc' },
  position: { noun: 'Position switch', specs: [['roller plunger', 'roller lever', 'plunger', 'rod lever', 'spring rod'], [...POLES, 'snap-action', 'slow-action'], ['metal housing', 'plastic housing', 'M20 cable entry']], ctn: ['85365080'], price: [22, 480], kg: [0.06, 0.9], stock: 'normal', moq: 'normal', unit: 'pc' },
  safetyswitch: { noun: 'Safety switch', specs: [['with separate actuator', 'with guard locking', 'RFID coded', 'hinge'], ['2 NC', '1 NO + 2 NC', '24 V DC', 'OSSD']], ctn: ['85365080'], price: [45, 1100], kg: [0.05, 0.8], stock: 'normal', moq: 'normal', unit: 'pc' },
  lightcurtain: { noun: 'Safety light curtain', specs: [['14 mm resolution', '30 mm resolution', 'finger protection', 'hand protection'], ['height 300 mm', 'height 600 mm', 'height 900 mm', 'height 1200 mm', 'height 1500 mm'], ['type 4', 'type 2', 'PL e', 'PL c']], ctn: ['85365019', '90318080'], price: [450, 9800], kg: [0.4, 4.5], stock: 'low', moq: 'normal', unit: 'pc' },
  cpu: { noun: 'CPU', specs: [['PN/DP', 'Ethernet', '2x Ethernet', 'compact'], ['150 kB', '1 MB', '3 MB', '16 DI / 16 DO', '8 DI / 6 DO']], ctn: ['85371091'], price: [180, 12500], kg: [0.2, 1.8], stock: 'low', moq: 'normal', unit: 'pc' },
  io: { noun: 'I/O module', specs: [['16 DI 24 V DC', '16 DO 24 V DC 0.5 A', '8 DI 24 V DC', '4 AI U/I', '4 AO U/I', '8 relay outputs', '2 counter inputs', '4 RTD inputs'], ['spring terminal', 'screw terminal', 'push-in', 'IP67']], ctn: ['85389099', '85371091'], price: [35, 1600], kg: [0.03, 0.6], stock: 'normal', moq: 'normal', unit: 'pc' },
  hmi: { noun: 'Operator panel', specs: [['4" touch', '7" touch', '10" touch', '12" touch', '15" touch'], ['Profinet', 'EtherNet/IP', 'Modbus TCP', 'EtherCAT']], ctn: ['85371098', '84715000'], price: [240, 8900], kg: [0.4, 6], stock: 'low', moq: 'normal', unit: 'pc' },
  drive: { noun: 'Frequency inverter', specs: [['0.37 kW', '0.75 kW', '1.5 kW', '2.2 kW', '4 kW', '7.5 kW', '15 kW', '22 kW'], ['1~ 230 V', '3~ 400 V', '3~ 480 V'], ['IP20', 'IP55', 'IP66']], ctn: ['85044084', '85044088'], price: [180, 15000], kg: [0.8, 18], stock: 'low', moq: 'normal', unit: 'pc' },
  contactor: { noun: 'Contactor', specs: [['3-pole', '4-pole', '3-pole, 1 NO', '3-pole, 1 NO + 1 NC'], ['4 kW', '5.5 kW', '7.5 kW', '11 kW', '18.5 kW', '30 kW', '45 kW'], ['coil 24 V DC', 'coil 230 V AC', 'coil 24 V AC', 'coil 110 V AC']], ctn: ['85364900'], price: [18, 950], kg: [0.15, 3], stock: 'normal', moq: 'normal', unit: 'pc' },
  breaker: { noun: 'Circuit breaker', specs: [['1-pole', '2-pole', '3-pole', '1+N'], ['B6', 'B10', 'B16', 'C10', 'C16', 'C25', 'C32', 'D16'], ['6 kA', '10 kA', '15 kA']], ctn: ['85362010', '85362090'], price: [8, 950], kg: [0.1, 1.2], stock: 'normal', moq: 'normal', unit: 'pc' },
  relay: { noun: 'Relay', specs: [['1 CO', '2 CO', '4 CO', '1 NO', '2 NO'], ['6 A', '8 A', '10 A', '16 A'], ['24 V DC', '230 V AC', '12 V DC', '24 V AC/DC']], ctn: ['85364190', '85364900'], price: [2.5, 95], kg: [0.008, 0.09], stock: 'bulk', moq: 'bulk', unit: 'pc' },
  timer: { noun: 'Time relay', specs: [['multifunction', 'on-delay', 'off-delay', 'star-delta'], ['0.1 s - 100 h', '0.05 s - 10 min', '1 s - 60 min'], SUPPLY], ctn: ['91069000', '85364900'], price: [25, 380], kg: [0.05, 0.2], stock: 'normal', moq: 'normal', unit: 'pc' },
  monitor: { noun: 'Monitoring relay', specs: [['phase sequence', 'voltage', 'current', 'level', 'temperature', 'insulation'], ['1 CO', '2 CO'], SUPPLY], ctn: ['85364900', '90303390'], price: [45, 520], kg: [0.06, 0.25], stock: 'normal', moq: 'normal', unit: 'pc' },
  safetyrelay: { noun: 'Safety relay', specs: [['emergency stop', 'two-hand', 'light curtain', 'standstill monitoring', 'speed monitoring'], SUPPLY, ['3 NO + 1 NC', '2 NO', '2 NO + 1 NC', '2 semiconductor outputs']], ctn: ['85364900'], price: [85, 1600], kg: [0.12, 0.45], stock: 'normal', moq: 'normal', unit: 'pc' },
  pushbutton: { noun: 'Pushbutton', specs: [['flush', 'projecting', 'mushroom 40 mm', 'illuminated', 'selector switch 2 positions', 'emergency stop'], ['red', 'green', 'black', 'yellow', 'white', 'blue'], POLES], ctn: ['85365080'], price: [4.5, 160], kg: [0.015, 0.15], stock: 'normal', moq: 'normal', unit: 'pc' },
  signal: { noun: 'Signal tower', specs: [['LED', 'LED multicolour', 'flashing light', 'rotating beacon', 'buzzer module'], ['Ø 40 mm', 'Ø 50 mm', 'Ø 70 mm', 'Ø 98 mm'], ['24 V DC', '115-230 V AC', '24 V AC/DC']], ctn: ['85318095', '85311095'], price: [14, 780], kg: [0.05, 1.6], stock: 'normal', moq: 'normal', unit: 'pc' },
  terminal: { noun: 'Terminal block', specs: [['through', 'ground', 'fuse', '2-level', 'disconnect', '3-conductor through', '4-conductor through'], ['0.5-2.5 mm²', '0.2-4 mm²', '0.5-6 mm²', '10 mm²', '16 mm²'], ['grey', 'blue', 'green-yellow', 'orange', 'black']], ctn: ['85369010'], price: [0.1, 24], kg: [0.002, 0.12], stock: 'bulk', moq: 'bulk', unit: 'pc' },
  connector: { noun: 'Connector', specs: [['M12', 'M8', '7/8"', 'RJ45', 'M23'], ['straight female', 'angled female', 'straight male', 'angled male'], ['3-pin', '4-pin', '5-pin', '8-pin', '12-pin']], ctn: ['85366990', '85369095'], price: [3, 95], kg: [0.01, 0.12], stock: 'bulk', moq: 'normal', unit: 'pc' },
  cable: { noun: 'Connection cable', specs: [['M12', 'M8', 'M12 to M12', 'M8 to M12', 'RJ45', 'M23'], ['3-pin', '4-pin', '5-pin', '8-pin', '12-pin'], ['0.3 m', '1 m', '2 m', '5 m', '10 m', '15 m', '25 m']], ctn: ['85444290', '85444993'], price: [4.5, 240], kg: [0.02, 1.8], stock: 'normal', moq: 'normal', unit: 'pc', metal: 0.12 },
  bulkcable: { noun: 'Control cable', specs: [['2x0.75 mm²', '3G1.5', '4G1.5', '5G2.5', '7G1.5', '4x0.34 mm²', '8x0.25 mm²'], ['PUR', 'PVC', 'halogen-free'], ['shielded', 'unshielded', 'drag chain']], ctn: ['85444993', '85444995'], price: [0.6, 38], kg: [0.03, 0.6], stock: 'bulk', moq: 'bulk', unit: 'm', metal: 0.5 },
  psu: { noun: 'Power supply', specs: [['24 V DC', '12 V DC', '48 V DC', '24 V DC redundancy module'], ['1.3 A', '2.5 A', '5 A', '10 A', '20 A', '40 A'], ['1-phase', '3-phase', 'DIN rail']], ctn: ['85044095', '85044082'], price: [28, 2400], kg: [0.12, 3.5], stock: 'normal', moq: 'normal', unit: 'pc' },
  netswitch: { noun: 'Ethernet switch', specs: [['5-port', '8-port', '16-port', '8+2 SFP'], ['unmanaged', 'managed', 'managed, Profinet'], ['IP20', 'IP67']], ctn: ['85176200'], price: [95, 3800], kg: [0.15, 1.6], stock: 'low', moq: 'normal', unit: 'pc' },
  bracket: { noun: 'Mounting bracket', specs: [['for M12', 'for M18', 'for M30', 'for 20x32 mm', 'for light curtains', 'swivel'], ['stainless steel', 'zinc die-cast', 'plastic']], ctn: ['73269098', '76169990'], price: [2.2, 95], kg: [0.01, 0.6], stock: 'normal', moq: 'normal', unit: 'pc' },
  barrier: { noun: 'Isolated barrier', specs: [['1-channel', '2-channel', '4-channel'], ['transmitter supply', 'switch amplifier', 'solenoid driver', 'temperature converter'], ['24 V DC', 'Power Rail', 'SIL 2', 'SIL 3']], ctn: ['85437090'], price: [120, 900], kg: [0.1, 0.3], stock: 'normal', moq: 'normal', unit: 'pc' },
  controller: { noun: 'Temperature controller', specs: [['48x48 mm', '48x96 mm', '72x72 mm', '96x96 mm', 'DIN rail'], ['relay output', 'SSR output', '4-20 mA output'], ['100-240 V AC', '24 V AC/DC']], ctn: ['90321080'], price: [45, 480], kg: [0.1, 0.4], stock: 'normal', moq: 'normal', unit: 'pc' },
  marker: { noun: 'Marker sheet', specs: [['UC-EMLP', 'UCT-TM', 'UC-WMT', 'ZB'], ['(10X5)', '(15X4)', '(17X9)', '(20X8)', '(27X8)'], ['white', 'yellow', 'silver']], ctn: ['39269097', '48211010'], price: [0.1, 4.5], kg: [0.005, 0.05], stock: 'bulk', moq: 'normal', unit: 'cm²' },
} satisfies Record<string, Family>;

export type FamilyId = keyof typeof FAMILIES;
