import { type Colour, Raster } from './raster.js';

/**
 * Horizontal bar charts for the reports, drawn as PNG: a title, one row per category with one bar
 * per series, each bar labelled with its value, and a legend when there is more than one series.
 * Values are drawn to scale from zero to the largest value.
 */

export interface BarSeries {
  name: string;
  values: (number | null)[];
  colour?: Colour;
}

export interface BarChart {
  title: string;
  categories: string[];
  series: BarSeries[];
  /** How a value is printed at the end of its bar, e.g. `(v) => v + '%'`. */
  format: (value: number) => string;
}

const PALETTE: Colour[] = [[31, 56, 100], [237, 125, 49], [112, 173, 71]];
const INK: Colour = [38, 38, 38];
const MUTED: Colour = [140, 140, 140];
const SCALE = 2;
const WIDTH = 1200;
const BAR = 26;
const ROW_GAP = 22;
const MARGIN = 24;

export function renderBarChart(chart: BarChart): { png: Uint8Array; width: number; height: number } {
  const textHeight = Raster.textHeight(SCALE);
  const labelWidth = Math.max(...chart.categories.map((category) => Raster.textWidth(category, SCALE))) + 20;
  const valueRoom = Math.max(...chart.series.flatMap((series) => series.values.map((value) => (value === null ? Raster.textWidth('N/A', SCALE) : Raster.textWidth(chart.format(value), SCALE))))) + 16;
  const rowHeight = chart.series.length * BAR + (chart.series.length - 1) * 4;
  const legendHeight = chart.series.length > 1 ? textHeight + 20 : 0;
  const top = MARGIN + Raster.textHeight(SCALE + 1) + 24 + legendHeight;
  const height = top + chart.categories.length * (rowHeight + ROW_GAP) + MARGIN;
  const raster = new Raster(WIDTH, height);
  raster.text(MARGIN, MARGIN, chart.title, SCALE + 1, INK);
  if (chart.series.length > 1) {
    let x = MARGIN;
    const y = MARGIN + Raster.textHeight(SCALE + 1) + 14;
    chart.series.forEach((series, index) => {
      const colour = series.colour ?? PALETTE[index % PALETTE.length]!;
      raster.fill(x, y, textHeight, textHeight, colour);
      raster.text(x + textHeight + 8, y, series.name, SCALE, INK);
      x += textHeight + 8 + Raster.textWidth(series.name, SCALE) + 30;
    });
  }
  const plotLeft = MARGIN + labelWidth;
  const plotWidth = WIDTH - plotLeft - MARGIN - valueRoom;
  const maximum = Math.max(0, ...chart.series.flatMap((series) => series.values.filter((value): value is number => value !== null)));
  raster.fill(plotLeft - 2, top - 6, 2, height - top - MARGIN + 6, MUTED);
  chart.categories.forEach((category, row) => {
    const rowTop = top + row * (rowHeight + ROW_GAP);
    raster.text(MARGIN, rowTop + (rowHeight - textHeight) / 2, category, SCALE, INK);
    chart.series.forEach((series, index) => {
      const value = series.values[row] ?? null;
      const y = rowTop + index * (BAR + 4);
      const length = value === null || maximum === 0 ? 0 : Math.max(2, (value / maximum) * plotWidth);
      raster.fill(plotLeft, y, length, BAR, series.colour ?? PALETTE[index % PALETTE.length]!);
      raster.text(plotLeft + length + 8, y + (BAR - textHeight) / 2, value === null ? 'N/A' : chart.format(value), SCALE, value === null ? MUTED : INK);
    });
  });
  return { png: raster.png(), width: WIDTH, height };
}
