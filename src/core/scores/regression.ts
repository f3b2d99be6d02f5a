/**
 * Ordinary least squares of y on one x, accumulated in one pass so a fit over 100,000 schools needs no
 * second array. Sums of percentages stay far inside double precision (about 1e9 at most).
 */
export interface LineFit {
  n: number;
  slope: number;
  intercept: number;
  /** Standard deviation of the residuals, sqrt(SSR / (n - 2)); 0 when n <= 2. */
  residual_sd: number;
}

export class LineAccumulator {
  private n = 0;
  private sumX = 0;
  private sumY = 0;
  private sumXX = 0;
  private sumXY = 0;
  private sumYY = 0;

  add(x: number, y: number): void {
    this.n += 1;
    this.sumX += x;
    this.sumY += y;
    this.sumXX += x * x;
    this.sumXY += x * y;
    this.sumYY += y * y;
  }

  get count(): number {
    return this.n;
  }

  /** The fit, or null with no point. With no spread in x the line is flat at the mean of y. */
  fit(): LineFit | null {
    const n = this.n;
    if (n === 0) return null;
    const sxx = this.sumXX - (this.sumX * this.sumX) / n;
    const sxy = this.sumXY - (this.sumX * this.sumY) / n;
    const syy = this.sumYY - (this.sumY * this.sumY) / n;
    const slope = sxx > 1e-9 ? sxy / sxx : 0;
    const intercept = (this.sumY - slope * this.sumX) / n;
    const residualSquares = Math.max(0, syy - slope * sxy);
    const residualSd = n > 2 ? Math.sqrt(residualSquares / (n - 2)) : 0;
    return { n, slope, intercept, residual_sd: residualSd };
  }
}

export function fitLine(points: Iterable<{ x: number; y: number }>): LineFit | null {
  const accumulator = new LineAccumulator();
  for (const point of points) accumulator.add(point.x, point.y);
  return accumulator.fit();
}
