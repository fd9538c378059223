import Foundation

/// Where the sun is at one instant, by the equations of NOAA's solar calculator.
///
/// The equations are those of NOAA's Global Monitoring Laboratory spreadsheets
/// (`NOAA_Solar_Calculations_day.xls`, after Jean Meeus, *Astronomical Algorithms*): the sun's
/// mean longitude and anomaly, the equation of centre, the apparent longitude and the
/// corrected obliquity give its declination and the equation of time.
struct SolarPosition: Equatable {
  /// The sun's declination, in degrees.
  let declination: Double
  /// Apparent solar time minus mean solar time, in minutes.
  let equationOfTime: Double

  /// The hour angle of sunrise, or why there is none.
  enum HourAngle: Equatable {
    /// Degrees between sunrise and solar noon (also between solar noon and sunset).
    case angle(Double)
    /// The sun stays below the horizon.
    case never
    /// The sun stays above the horizon.
    case always
  }

  init(at date: Date) {
    let julianDay = date.timeIntervalSince1970 / 86_400 + 2_440_587.5
    let t = (julianDay - 2_451_545) / 36_525
    let meanLongitude = (280.466_46 + t * (36_000.769_83 + t * 0.000_303_2))
      .truncatingRemainder(dividingBy: 360)
    let meanAnomaly = 357.529_11 + t * (35_999.050_29 - 0.000_153_7 * t)
    let eccentricity = 0.016_708_634 - t * (0.000_042_037 + 0.000_000_126_7 * t)
    let m = radians(meanAnomaly)
    let centre =
      sin(m) * (1.914_602 - t * (0.004_817 + 0.000_014 * t)) + sin(2 * m)
      * (0.019_993 - 0.000_101 * t) + sin(3 * m) * 0.000_289
    let omega = radians(125.04 - 1_934.136 * t)
    let apparentLongitude = meanLongitude + centre - 0.005_69 - 0.004_78 * sin(omega)
    let meanObliquity =
      23 + (26 + (21.448 - t * (46.815 + t * (0.000_59 - t * 0.001_813))) / 60) / 60
    let obliquity = meanObliquity + 0.002_56 * cos(omega)
    declination = degrees(asin(sin(radians(obliquity)) * sin(radians(apparentLongitude))))

    let y = pow(tan(radians(obliquity / 2)), 2)
    let l = radians(meanLongitude)
    equationOfTime =
      4
      * degrees(
        y * sin(2 * l) - 2 * eccentricity * sin(m) + 4 * eccentricity * y * sin(m) * cos(2 * l)
          - 0.5 * y * y * sin(4 * l) - 1.25 * eccentricity * eccentricity * sin(2 * m))
  }

  /// The hour angle at which the sun's upper edge meets the horizon at `latitude`, with NOAA's
  /// 0.833° for atmospheric refraction and the sun's radius.
  func hourAngleOfSunrise(latitude: Double) -> HourAngle {
    let phi = radians(latitude)
    let delta = radians(declination)
    let cosine = cos(radians(90.833)) / (cos(phi) * cos(delta)) - tan(phi) * tan(delta)
    if cosine > 1 { return .never }
    if cosine < -1 { return .always }
    return .angle(degrees(acos(cosine)))
  }
}

private func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
private func degrees(_ radians: Double) -> Double { radians * 180 / .pi }
