import { m } from '../../../paraglide/messages.js';

export type Person = { id: number; name: string; role: string };

type Row = readonly [name: () => string, role: () => string];

/** People in the page's language (call while rendering); ids count from 1 in the order given. */
const people = (rows: readonly Row[]): Person[] => rows.map(([name, role], i) => ({ id: i + 1, name: name(), role: role() }));

/** The spirituality team (29, spec point 9); the page places the person with id 28 first. */
export const spiritTeam = () =>
  people([
    [m.about_spirit_team_01_name, m.about_spirit_team_01_role],
    [m.about_spirit_team_02_name, m.about_spirit_team_02_role],
    [m.about_spirit_team_03_name, m.about_spirit_team_03_role],
    [m.about_spirit_team_04_name, m.about_spirit_team_04_role],
    [m.about_spirit_team_05_name, m.about_spirit_team_05_role],
    [m.about_spirit_team_06_name, m.about_spirit_team_06_role],
    [m.about_spirit_team_07_name, m.about_spirit_team_07_role],
    [m.about_spirit_team_08_name, m.about_spirit_team_08_role],
    [m.about_spirit_team_09_name, m.about_spirit_team_09_role],
    [m.about_spirit_team_10_name, m.about_spirit_team_10_role],
    [m.about_spirit_team_11_name, m.about_spirit_team_11_role],
    [m.about_spirit_team_12_name, m.about_spirit_team_12_role],
    [m.about_spirit_team_13_name, m.about_spirit_team_13_role],
    [m.about_spirit_team_14_name, m.about_spirit_team_14_role],
    [m.about_spirit_team_15_name, m.about_spirit_team_15_role],
    [m.about_spirit_team_16_name, m.about_spirit_team_16_role],
    [m.about_spirit_team_17_name, m.about_spirit_team_17_role],
    [m.about_spirit_team_18_name, m.about_spirit_team_18_role],
    [m.about_spirit_team_19_name, m.about_spirit_team_19_role],
    [m.about_spirit_team_20_name, m.about_spirit_team_20_role],
    [m.about_spirit_team_21_name, m.about_spirit_team_21_role],
    [m.about_spirit_team_22_name, m.about_spirit_team_22_role],
    [m.about_spirit_team_23_name, m.about_spirit_team_23_role],
    [m.about_spirit_team_24_name, m.about_spirit_team_24_role],
    [m.about_spirit_team_25_name, m.about_spirit_team_25_role],
    [m.about_spirit_team_26_name, m.about_spirit_team_26_role],
    [m.about_spirit_team_27_name, m.about_spirit_team_27_role],
    [m.about_spirit_team_28_name, m.about_spirit_team_28_role],
    [m.about_spirit_team_29_name, m.about_spirit_team_29_role],
  ]);

/** The foundation's members (29, spec point 9). */
export const foundationMembers = () =>
  people([
    [m.about_member_01_name, m.about_member_01_role],
    [m.about_member_02_name, m.about_member_02_role],
    [m.about_member_03_name, m.about_member_03_role],
    [m.about_member_04_name, m.about_member_04_role],
    [m.about_member_05_name, m.about_member_05_role],
    [m.about_member_06_name, m.about_member_06_role],
    [m.about_member_07_name, m.about_member_07_role],
    [m.about_member_08_name, m.about_member_08_role],
    [m.about_member_09_name, m.about_member_09_role],
    [m.about_member_10_name, m.about_member_10_role],
    [m.about_member_11_name, m.about_member_11_role],
    [m.about_member_12_name, m.about_member_12_role],
    [m.about_member_13_name, m.about_member_13_role],
    [m.about_member_14_name, m.about_member_14_role],
    [m.about_member_15_name, m.about_member_15_role],
    [m.about_member_16_name, m.about_member_16_role],
    [m.about_member_17_name, m.about_member_17_role],
    [m.about_member_18_name, m.about_member_18_role],
    [m.about_member_19_name, m.about_member_19_role],
    [m.about_member_20_name, m.about_member_20_role],
    [m.about_member_21_name, m.about_member_21_role],
    [m.about_member_22_name, m.about_member_22_role],
    [m.about_member_23_name, m.about_member_23_role],
    [m.about_member_24_name, m.about_member_24_role],
    [m.about_member_25_name, m.about_member_25_role],
    [m.about_member_26_name, m.about_member_26_role],
    [m.about_member_27_name, m.about_member_27_role],
    [m.about_member_28_name, m.about_member_28_role],
    [m.about_member_29_name, m.about_member_29_role],
  ]);

/** The person with `firstId` leads; everyone else keeps their order. */
export const withFirst = (list: Person[], firstId: number) => [
  ...list.filter((p) => p.id === firstId),
  ...list.filter((p) => p.id !== firstId),
];
